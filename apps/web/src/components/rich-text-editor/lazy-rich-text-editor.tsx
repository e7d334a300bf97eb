import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-editor.tsx';

// The editor (tiptap, ProseMirror) is a chunk of its own, fetched when a form first shows a rich-text
// field: neither the learner's entry nor the admin lists pay for it.
const RichTextField = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextField }));

/** The rich-text field, loaded on first use; a placeholder of the same place holds while it loads. */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description}>
          <Skeleton height={160} mt={4} radius="sm" />
        </Input.Wrapper>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
