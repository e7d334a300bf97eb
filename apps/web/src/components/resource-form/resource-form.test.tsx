import { courseVariantCreateSchema } from '@academy/contracts/entities/course-variant';
import { languageCreateSchema } from '@academy/contracts/entities/language';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithRouter } from '../../test/resource-ui.tsx';
import type { FormField } from './form-fields.ts';
import { ResourceForm } from './resource-form.tsx';

const fields: FormField<{ code: string; name: string }>[] = [
  { name: 'code', kind: 'text', labelKey: 'resource.languages.code', required: true },
  { name: 'name', kind: 'text', labelKey: 'resource.languages.name', required: true },
];

function renderForm(
  submit: (payload: Record<string, unknown>) => Promise<unknown>,
  item?: { code: string; name: string },
) {
  const onSaved = vi.fn();
  const view = renderWithRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <ResourceForm
              schema={languageCreateSchema}
              fields={fields}
              item={item}
              submit={submit}
              onSaved={onSaved}
            />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    '/form',
  );
  return { ...view, onSaved };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('ResourceForm', { timeout: 30_000 }, () => {
  it("validates with the contract's schema, in the user's language (spec §5 keys)", async () => {
    const submit = vi.fn(async () => ({}));
    renderForm(submit);
    type('Code', 'Norsk!');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('This value is not valid.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the payload and puts a 422 back on its fields', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({
        kind: 'validation',
        status: 422,
        message: 'Oops! There are some errors. Please review and correct them.',
        errors: { code: ['This code is already in use.'], 'filter[x]': ['This field is not allowed.'] },
      });
    });
    renderForm(submit);
    type('Code', ' nb ');
    type('Name', 'Norsk');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ code: 'nb', name: 'Norsk' }));
    expect(await screen.findByText('This code is already in use.')).toBeTruthy();
    expect(screen.getByLabelText('Code', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    // A message for something that is not a field of the form is said above it.
    expect((await screen.findByTestId('form-error')).textContent).toBe('This field is not allowed.');
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const submit = vi.fn(async () => ({ id: 1 }));
    const { router, onSaved } = renderForm(submit, { code: 'nb', name: 'Norsk' });
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Norsk');
    type('Name', 'Norsk bokmål');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('leave-stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 1 }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeTruthy();
  });

  it("stays disabled after a save that leads away, until the next page's files are in", async () => {
    // The created item's page is a lazy route: the router keeps this form on screen while its files load.
    let pageLoaded = (_: unknown) => {};
    const pageFiles = new Promise((resolve) => {
      pageLoaded = resolve;
    });
    function CreateForm() {
      const navigate = useNavigate();
      return (
        <ResourceForm
          schema={languageCreateSchema}
          fields={fields}
          submit={async () => ({ id: 7 })}
          onSaved={() => navigate('/created', { replace: true })}
        />
      );
    }
    const { router } = renderWithRouter(
      [
        { path: '/form', element: <CreateForm /> },
        {
          path: '/created',
          lazy: async () => {
            await pageFiles;
            return { element: <p>Created page</p> };
          },
        },
      ],
      '/form',
    );
    type('Code', 'nb');
    type('Name', 'Norsk');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const name = screen.getByLabelText('Name', { exact: false }) as HTMLInputElement;
    // Nothing can be typed into a form that is about to go; the button says the save is still under way.
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByTestId('form-submit').getAttribute('data-loading')).toBe('true');
    pageLoaded(null);
    expect(await screen.findByText('Created page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/created');
  });

  it('starts a create from its defaults, sends the fixed values, and empties a file field once saved', async () => {
    const submit = vi.fn(async () => ({ id: 2 }));
    const withLogo: FormField<{ code: string; name: string }>[] = [
      ...fields.map((field) => (field.name === 'name' ? { ...field, initial: 'Norsk' } : field)),
      { name: 'logo', kind: 'file', labelKey: 'resource.languages.usage', schemaless: true, empty: 'omit' },
    ];
    renderWithRouter(
      [
        {
          path: '/form',
          element: (
            <ResourceForm
              schema={languageCreateSchema}
              fields={withLogo}
              fixedValues={{ code: 'nb' }}
              submit={submit}
            />
          ),
        },
      ],
      '/form',
    );
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Norsk');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    // Mantine's FileInput keeps the file chooser in a hidden input beside its button.
    const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(chooser, { target: { files: [logo] } });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    type('Code', 'xx');
    fireEvent.click(screen.getByTestId('form-submit'));
    // The fixed code wins over the typed one; the file goes with the payload.
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ code: 'nb', name: 'Norsk', logo }));
    await waitFor(() => expect(screen.getByTestId('field-logo').textContent).not.toContain('logo.png'));
  });

  it('lets the user leave on purpose', async () => {
    const { router } = renderForm(vi.fn(async () => ({})));
    type('Name', 'Half-written');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByTestId('leave-proceed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('adds the values the screen fixes, and leaves files out of the schema check', async () => {
    const submit = vi.fn(async (_payload: Record<string, unknown>) => ({}));
    renderWithRouter(
      [
        {
          path: '/form',
          element: (
            <ResourceForm
              schema={courseVariantCreateSchema}
              fields={[
                { name: 'language_id', kind: 'text', labelKey: 'resource.languages.code', required: true },
                { name: 'title', kind: 'text', labelKey: 'resource.certificates.name', required: true },
                { name: 'image', kind: 'file', labelKey: 'resource.form.clear_file', empty: 'omit' },
              ]}
              fixedValues={{ course_id: 7 }}
              submit={submit}
            />
          ),
        },
      ],
      '/form',
    );
    type('Code', 'nb');
    type('Title', 'Sikkerhet');
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    // Mantine's FileInput keeps a hidden file input beside its button.
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    fireEvent.change(input!, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toEqual({
      language_id: 'nb',
      title: 'Sikkerhet',
      image: file,
      course_id: 7,
    });
    // The file went with that save; the next one does not send it again. (A click while the first save is still
    // settling meets a button in its loading state, which ignores it.)
    const save = screen.getByTestId<HTMLButtonElement>('form-submit');
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0]).toEqual({ language_id: 'nb', title: 'Sikkerhet', course_id: 7 });
  });
});
