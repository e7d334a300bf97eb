import { describe, expect, it } from 'vitest';
import { companyCreateSchema, companyUpdateSchema } from '../entities/company.ts';
import { messages } from '../messages.ts';
import { webUrlSchema } from './web-url.ts';

const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/relative/path',
  'evil.example',
  'ftp://files.example/x',
  'file:///etc/passwd',
  'http://lms.example.com',
  'http://10.0.0.5/lms',
  'https://user:secret@lms.example.com',
  'https://',
  `https://example.com/${'a'.repeat(500)}`,
];
const accepted = [
  'https://lms.example.com',
  'https://lms.example.com:8443/course?id=1#top',
  'HTTPS://LMS.EXAMPLE.COM/',
  'http://localhost:5173/scorm',
  'http://127.0.0.1:3000',
  'http://[::1]:3000/',
];

describe('web addresses (issue 9 point 8)', () => {
  it.each(refused)('refuses %j with the https message', (value) => {
    const result = webUrlSchema.safeParse(value);
    expect(result.success).toBe(false);
    const keys = result.error?.issues.map((issue) => issue.message);
    expect(keys?.some((key) => key === 'validation.url_https' || key === 'validation.too_long')).toBe(true);
  });

  it.each(accepted)('accepts %j', (value) => {
    expect(webUrlSchema.parse(value)).toBe(value.trim());
  });

  it('guards every URL field of a company, on create and update', () => {
    for (const field of ['header_link_url', 'external_lms_url']) {
      for (const schema of [companyCreateSchema, companyUpdateSchema]) {
        const payload = { name: 'Acme', [field]: 'javascript:alert(1)' };
        const result = schema.safeParse(payload);
        expect(result.success, field).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({ path: [field], message: 'validation.url_https' });
        expect(schema.safeParse({ name: 'Acme', [field]: 'https://lms.example.com' }).success).toBe(true);
        expect(schema.safeParse({ name: 'Acme', [field]: null }).success).toBe(true);
      }
    }
  });

  it('has the message in every locale', () => {
    expect(messages.en['validation.url_https']).toMatch(/https:\/\//);
    expect(messages.nb['validation.url_https']).toMatch(/https:\/\//);
    expect(messages.nb['validation.url_https']).not.toBe(messages.en['validation.url_https']);
  });
});
