import { Inject, Injectable } from '@nestjs/common';
import { type TestimonialInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type Prisma, type PrismaClient, type Testimonial } from '../generated/prisma/client.js';

const NEWEST_FIRST: Prisma.TestimonialOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

@Injectable()
export class TestimonialsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  visibleNewestFirst(limit: number): Promise<Testimonial[]> {
    return this.prisma.testimonial.findMany({
      where: { isVisible: true },
      orderBy: NEWEST_FIRST,
      take: limit,
    });
  }

  newestFirst(): Promise<Testimonial[]> {
    return this.prisma.testimonial.findMany({ orderBy: NEWEST_FIRST });
  }

  create(input: TestimonialInputDto): Promise<Testimonial> {
    return this.prisma.testimonial.create({ data: input });
  }

  /** Null when there is no such testimonial. */
  async update(id: string, data: Partial<TestimonialInputDto>): Promise<Testimonial | null> {
    const { count } = await this.prisma.testimonial.updateMany({ where: { id }, data });
    return count === 0 ? null : this.prisma.testimonial.findUnique({ where: { id } });
  }

  /** False when there was no such testimonial. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.testimonial.deleteMany({ where: { id } });
    return count > 0;
  }
}
