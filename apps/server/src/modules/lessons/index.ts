/** The lessons module's public face: creating lessons outside a request (the demo) and giving them media. */
export { createLessons, type LessonInput, setLessonsMedia } from './create-lessons.ts';
export { lessonsModule } from './manifest.ts';
