import { useMutation } from '@tanstack/react-query';
import { restartCourse } from '../../../api/academy/courses.ts';
import { invalidateRelations } from '../../../api/query-client.ts';
import { showSnackbar } from '../../../components/show-snackbar.tsx';

/** Restarts a course, then refreshes the cards, the variant page and its lessons table. */
export function useRestartCourse() {
  return useMutation({
    mutationFn: (courseUuid: string) => restartCourse(courseUuid),
    onSuccess: (message) => {
      invalidateRelations(['courses', 'course-variants', 'lessons']);
      if (message) showSnackbar({ color: 'green', message });
    },
  });
}
