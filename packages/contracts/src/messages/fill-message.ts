/** Fills a message's {0}, {1} … with the arguments; a missing argument becomes empty. */
export function fillMessage(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, index: string) => String(args[Number(index)] ?? ''));
}
