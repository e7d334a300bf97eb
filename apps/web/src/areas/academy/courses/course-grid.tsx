import { SimpleGrid } from '@mantine/core';
import type { LearnerCourse } from '../../../api/academy/courses.ts';
import { CourseCard } from './course-card.tsx';

export function CourseGrid(props: { courses: LearnerCourse[]; headingLevel?: 2 | 3; label: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      aria-label={props.label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {props.courses.map((course) => (
        <li key={course.uuid}>
          <CourseCard course={course} headingLevel={props.headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
