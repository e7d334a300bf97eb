import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How long typing pauses before the address (and so the list call) changes. */
export const TYPING_DELAY_MS = 300;

/**
 * A text input that reports its value once typing pauses, and follows its value when it changes from
 * outside (the back button restores an earlier search).
 */
export function DebouncedTextInput(
  props: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void },
) {
  const { value, onChange, ...rest } = props;
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, TYPING_DELAY_MS);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
