import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from './zod-errors.ts';

const schema = z.strictObject({ email: z.string().min(1) });

describe('zod issues as field errors', () => {
  it('names fields the client made up after what an object inherits (toString, constructor, __proto__)', () => {
    const input = JSON.parse('{"toString":1,"constructor":null,"__proto__":{"x":1},"email":""}');
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = zodIssuesToFieldErrors(result.error!.issues, 'en');
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'email', 'toString']);
    expect(errors.toString).toEqual(['This field is not allowed.']);
    expect(errors.constructor).toEqual(['This field is not allowed.']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toEqual([
      'This field is not allowed.',
    ]);
    expect(errors.email).toHaveLength(1);
  });

  it('keeps one of each message per field, in Norwegian too, and an unnamed field as "_"', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ '': 1, a: 2 });
    const errors = zodIssuesToFieldErrors(result.error!.issues, 'nb');
    expect(errors._).toEqual(['Dette feltet er ikke tillatt.']);
    expect(errors.a).toHaveLength(1);
  });
});
