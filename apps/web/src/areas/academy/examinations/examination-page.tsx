import { href } from '@academy/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { fetchExamination } from '../../../api/academy/examinations.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ExaminationNotFound } from './examination-not-found.tsx';
import { ExaminationQuiz } from './examination-quiz.tsx';
import { ExpiredAttempt } from './expired-attempt.tsx';

/** /examination/:examination: the quiz while open; a submitted one goes to its results. */
export function ExaminationPage() {
  const uuid = useParams().examination ?? '';
  const examination = useQuery({
    queryKey: ['examinations', uuid],
    queryFn: () => fetchExamination(uuid),
    staleTime: 0,
  });
  if (examination.isPending) return <LoadingState />;
  if (examination.isError) return <ErrorPanel onRetry={() => void examination.refetch()} />;
  const item = examination.data;
  if (!item) return <ExaminationNotFound />;
  const resultsPath = href('academy.examination.results', { examination: item.uuid });
  if (item.ended_at || item.state === 'submitted') return <Navigate to={resultsPath} replace />;
  if (item.state === 'expired') return <ExpiredAttempt uuid={item.uuid} resultsPath={resultsPath} />;
  return <ExaminationQuiz examination={item} />;
}
