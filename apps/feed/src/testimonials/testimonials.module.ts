import { Module } from '@nestjs/common';
import { TestimonialsController } from './testimonials.controller.js';
import { TestimonialsRepository } from './testimonials.repository.js';
import { TestimonialsService } from './testimonials.service.js';

@Module({
  controllers: [TestimonialsController],
  providers: [TestimonialsService, TestimonialsRepository],
})
export class TestimonialsModule {}
