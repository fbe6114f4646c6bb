import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  PUBLIC_TESTIMONIALS_LIMIT,
  TESTIMONIAL_REQUIRED_MESSAGE,
  type TestimonialDto,
  type TestimonialInputDto,
  isAvatarUrl,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { type Testimonial } from '../generated/prisma/client.js';
import { TestimonialsRepository } from './testimonials.repository.js';

const NOT_FOUND_MESSAGE = 'Témoignage introuvable.';
const AVATAR_URL_MESSAGE = "L'adresse de l'avatar doit commencer par http://, https:// ou « / ».";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The home page's testimonials (public) and the admin Testimonials page. */
@Injectable()
export class TestimonialsService {
  constructor(
    private readonly repository: TestimonialsRepository,
    private readonly events: EventPublisher,
  ) {}

  async list(): Promise<TestimonialDto[]> {
    return (await this.repository.visibleNewestFirst(PUBLIC_TESTIMONIALS_LIMIT)).map(toDto);
  }

  async adminList(actor: Actor | null): Promise<TestimonialDto[]> {
    requireAdmin(actor);
    return (await this.repository.newestFirst()).map(toDto);
  }

  async create(actor: Actor | null, input: TestimonialInputDto): Promise<TestimonialDto> {
    requireAdmin(actor);
    validate(input);
    const created = await this.repository.create(input);
    await this.record(actor, 'testimonial.created', created);
    return toDto(created);
  }

  async update(actor: Actor | null, id: string, input: TestimonialInputDto): Promise<TestimonialDto> {
    requireAdmin(actor);
    validate(input);
    const updated = await this.updateExisting(id, input);
    await this.record(actor, 'testimonial.updated', updated);
    return toDto(updated);
  }

  async setVisibility(actor: Actor | null, id: string, isVisible: boolean): Promise<TestimonialDto> {
    requireAdmin(actor);
    const updated = await this.updateExisting(id, { isVisible });
    await this.record(actor, isVisible ? 'testimonial.shown' : 'testimonial.hidden', updated);
    return toDto(updated);
  }

  async delete(actor: Actor | null, id: string): Promise<void> {
    requireAdmin(actor);
    if (!UUID.test(id) || !(await this.repository.delete(id))) {
      throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    }
    await recordAdminAction(this.events, actor, {
      action: 'testimonial.deleted',
      targetType: 'testimonial',
      targetId: id,
    });
  }

  private record(actor: Actor, action: string, testimonial: Testimonial): Promise<void> {
    return recordAdminAction(this.events, actor, {
      action,
      targetType: 'testimonial',
      targetId: testimonial.id,
      summary: testimonial.authorName,
    });
  }

  private async updateExisting(id: string, data: Partial<TestimonialInputDto>): Promise<Testimonial> {
    const testimonial = UUID.test(id) ? await this.repository.update(id, data) : null;
    if (!testimonial) throw new DomainException(ErrorCode.NotFound, NOT_FOUND_MESSAGE);
    return testimonial;
  }
}

/** The contract trims the fields and turns an empty role or avatar into null. */
function validate(input: TestimonialInputDto): void {
  for (const field of ['quote', 'authorName'] as const) {
    if (!input[field]) {
      throw new DomainException(ErrorCode.ValidationFailed, TESTIMONIAL_REQUIRED_MESSAGE, { field });
    }
  }
  if (input.authorAvatarUrl !== null && !isAvatarUrl(input.authorAvatarUrl)) {
    throw new DomainException(ErrorCode.ValidationFailed, AVATAR_URL_MESSAGE, { field: 'authorAvatarUrl' });
  }
}

function toDto(testimonial: Testimonial): TestimonialDto {
  const { id, quote, authorName, authorRole, authorAvatarUrl, isVisible, createdAt } = testimonial;
  return {
    id,
    quote,
    authorName,
    authorRole,
    authorAvatarUrl,
    isVisible,
    createdAt: createdAt.toISOString(),
  };
}
