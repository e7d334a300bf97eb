import type { CreateInputOf, UpdateInputOf } from '@academy/contracts/common/resource-contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import type { ResourceApi } from '../../../api/resources/create-resource-api.ts';
import { DateField } from '../../../components/date-field/date-field.tsx';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import type { FieldErrors } from '../../../components/forms/use-zod-form.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import type { GivenBook, GivenBookContract } from './given-book.ts';

/**
 * Gives a book to a company or a person until a last day (empty: no end), or changes that day. Only top-level
 * books are offered: a chapter comes with its book. The server checks everything (a book given twice is a
 * 422 on the book); its field errors land on the fields, the rest above them.
 */
export function GiveBookForm<C extends GivenBookContract>(props: {
  api: ResourceApi<C>;
  owner: { company_id: string } | { user_id: string };
  /** The given book whose last day changes; giving when absent. */
  item?: GivenBook;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = props.api.useCreate();
  const update = props.api.useUpdate();
  const [book, setBook] = useState<string | null>(null);
  const [endDate, setEndDate] = useState(props.item?.end_date ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    setErrors({});
    const end_date = endDate === '' ? null : endDate;
    try {
      if (props.item) {
        // Both contracts update only the last day.
        const input = { end_date } as UpdateInputOf<C>;
        await update.mutateAsync({ uuid: props.item.uuid, input });
      } else {
        if (!book) {
          setErrors({ book_id: t('admin.given_books.book_required') });
          return;
        }
        // The owner field is the contract's own (company_id for company-books, user_id for user-books).
        await create.mutateAsync({ ...props.owner, book_id: book, end_date } as CreateInputOf<C>);
      }
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && Object.keys(error.errors).length > 0) {
        const mapped: FieldErrors = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === 'book_id' && !props.item) mapped.book_id = t('admin.given_books.already_given');
          else if (field === 'end_date') mapped.end_date = messages.join(' ');
          else elsewhere.push(...messages);
        }
        setErrors(mapped);
        setFormError(elsewhere.length ? elsewhere.join(' ') : null);
      } else setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={
        props.item
          ? t('admin.given_books.change_title', { name: props.item.book?.header ?? props.item.header })
          : t('admin.given_books.give')
      }
      size="md"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        data-testid="give-book-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          {!props.item && (
            <ReferenceSelect
              segment="books"
              filters={{ parent: 'null' }}
              label={t('admin.given_books.book')}
              value={book}
              onChange={setBook}
              error={errors.book_id}
              required
              data-testid="field-book_id"
            />
          )}
          <DateField
            label={t('admin.given_books.end_date')}
            description={t('admin.given_books.end_date_hint')}
            value={endDate}
            onChange={setEndDate}
            error={errors.end_date}
            data-testid="field-end_date"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="give-book-save">
              {t(props.item ? 'resource.form.save' : 'admin.given_books.give_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
