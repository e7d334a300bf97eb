import type { CourseVariant } from '@academy/contracts/entities/course-variant';

/**
 * A variant as a breadcrumb step: its title and its language, "Fire safety (Norsk)". A variant is usually
 * titled like its course, so the title alone would repeat the course's step just before it.
 */
export function variantCrumb(variant: Pick<CourseVariant, 'title' | 'language'>): string {
  return variant.language ? `${variant.title} (${variant.language.header})` : variant.title;
}
