/**
 * The books module's public face: creating books and chapters outside a request (the demo), linking chapters
 * to blocks and giving companies books.
 */
export {
  type BookInput,
  type CompanyBookInput,
  createBooks,
  grantCompanyBooks,
  linkChaptersToBlocks,
} from './create-books.ts';
export { booksModule } from './manifest.ts';
