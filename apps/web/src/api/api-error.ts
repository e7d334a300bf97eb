/** Why a call failed, so callers and screens can react per row of the error catalogue (spec §8). */
export type ApiErrorKind = 'network' | 'unauthorized' | 'forbidden' | 'validation' | 'server';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  /** Translated validation messages keyed by field, for 422 responses. */
  readonly errors: Record<string, string[]>;
  readonly retryAfter: number | null;

  constructor(options: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    statusText?: string;
    errors?: Record<string, string[]>;
    retryAfter?: number | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status ?? 0;
    this.statusText = options.statusText ?? '';
    this.errors = options.errors ?? {};
    this.retryAfter = options.retryAfter ?? null;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
