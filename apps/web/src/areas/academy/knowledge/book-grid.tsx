import type { Book } from '@academy/contracts/entities/book';
import { SimpleGrid } from '@mantine/core';
import { BookCard } from './book-card.tsx';

export function BookGrid(props: { books: Book[]; label: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={props.label}
    >
      {props.books.map((book) => (
        <li key={book.uuid}>
          <BookCard book={book} />
        </li>
      ))}
    </SimpleGrid>
  );
}
