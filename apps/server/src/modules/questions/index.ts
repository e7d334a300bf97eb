/**
 * The questions module's public face: creating questions and their alternatives outside a request (the demo)
 * and placing them in blocks.
 */
export {
  type BlockQuestionInput,
  createQuestionAlternatives,
  createQuestions,
  linkBlockQuestions,
  type QuestionAlternativeInput,
  type QuestionInput,
} from './create-questions.ts';
export { questionsModule } from './manifest.ts';
