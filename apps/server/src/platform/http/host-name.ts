import { domainToASCII } from 'node:url';

/**
 * The host name a request names, as tenants' hosts are stored: its Host header lower-cased, without the port
 * and a trailing dot; a bracketed IPv6 address keeps its brackets. '' when there is none.
 */
export function requestHostname(header: string | undefined): string {
  const value = (header ?? '').trim().toLowerCase();
  const host = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0];
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const dnsName = new RegExp(`^(?=.{1,253}$)${label}(?:\\.${label})*$`);
const ipv6 = /^\[[0-9a-f:.]{2,45}\]$/;

/**
 * A host name an operator gives, in the stored form (`requestHostname`'s), or null when it is not one: a DNS
 * name (an international one in its ASCII form) or IP address, without scheme, port, path or credentials.
 */
export function storableHostname(input: string): string | null {
  const value = input.trim().toLowerCase().replace(/\.$/, '');
  if (ipv6.test(value)) return value;
  // domainToASCII turns an international name into its xn-- form and answers '' for what is no domain at all.
  const ascii = /^[^:/?#@\s[\]\\]+$/.test(value) ? domainToASCII(value) : '';
  return dnsName.test(ascii) ? ascii : null;
}
