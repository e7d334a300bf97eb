import type { ReactNode } from 'react';

/** A column of a resource table: what a screen configures (DESIGN §6: per-resource columns). */
export type ResourceColumn<T> = {
  /** Unique key; also the item field shown when there is no `value`/`render`. */
  key: string;
  /** i18n key of the header. */
  titleKey: string;
  /** A header that is text already, not an i18n key (a company's own custom field, labelled by the company). */
  title?: string;
  /** The plain value, used for the CSV export and as the cell text when there is no `render`. */
  value?: (item: T) => string | number | boolean | null | undefined;
  render?: (item: T) => ReactNode;
  /** The contract's sort key this column sorts by. */
  sort?: string;
  /** Hidden until the user chooses it. */
  hidden?: boolean;
  /** Always shown (the column choice does not offer it). */
  fixed?: boolean;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
};

/** A filter input over one of the contract's filters. */
export type TableFilter = {
  /** The contract's filter name (`filter[name]`). */
  name: string;
  labelKey: string;
  kind: 'text' | 'select' | 'date' | 'number' | 'reference' | 'boolean';
  /** select: the values and their i18n keys. */
  options?: readonly { value: string; labelKey: string }[];
  /** reference: the segment listed to choose from, and list filters of its search (one company's departments). */
  segment?: string;
  filters?: Readonly<Record<string, string>>;
  /** number: bounds. */
  min?: number;
  max?: number;
};

/** An action on one row, shown when the item's abilities allow it. */
export type RowAction<T> = {
  key: string;
  labelKey: string;
  icon?: ReactNode;
  color?: string;
  /** The ability the item must grant (spec §3 abilities); none = always shown. */
  ability?: string;
  /** A link … */
  href?: (item: T) => string;
  /** … or a handler. */
  onClick?: (item: T) => void;
};

/** An action on the selected rows; a row can be selected when at least one bulk action is allowed on it. */
export type BulkAction<T> = {
  key: string;
  labelKey: string;
  icon?: ReactNode;
  color?: string;
  ability?: string;
  /** Runs on the selected items the ability allows; the selection is cleared when it resolves. */
  run: (items: T[]) => Promise<unknown> | undefined;
};
