import { Module } from '@nestjs/common';
import { TestimonialsResolver } from './testimonials.resolver.js';

@Module({ providers: [TestimonialsResolver] })
export class TestimonialsModule {}
