import { href } from '@academy/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startExamination } from '../../../api/academy/courses.ts';
import { invalidateRelations } from '../../../api/query-client.ts';

/** Starts or redoes a lesson's quiz and opens the new examination. */
export function useStartExamination() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { lesson: string; variant: string }) => startExamination(input.lesson, input.variant),
    onSuccess: (examination) => {
      invalidateRelations(['examinations', 'lessons', 'course-variants', 'courses']);
      void navigate(href('academy.examination.show', { examination: examination.uuid }));
    },
  });
}
