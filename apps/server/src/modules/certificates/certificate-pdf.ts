import { type Locale, translate } from '@academy/contracts/messages';
import PDFDocument from 'pdfkit';
import { certificateFonts } from './certificate-fonts.ts';

/** Everything printed on a certificate, already resolved (names, dates as YYYY-MM-DD, the link). */
export type CertificateContent = {
  locale: Locale;
  tenantName: string;
  /** PNG or JPEG bytes of the tenant's logo, or null to print the name only. */
  tenantLogo: Buffer | null;
  learnerName: string;
  courseTitle: string;
  issuedDate: string;
  expiryDate: string | null;
  certifier: string;
  verifyUrl: string;
};

const ink = '#1d2733';
const muted = '#5b6672';
const accent = '#1f4e79';
const gold = '#b08d3c';

/**
 * Renders the certificate as an A4 landscape PDF. `compress: false` is for tests that look inside; the
 * text is embedded DejaVu either way, so every name prints as written.
 */
export function renderCertificatePdf(
  content: CertificateContent,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const fonts = certificateFonts();
  const t = (key: Parameters<typeof translate>[0]) => translate(key, content.locale);
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    info: {
      Title: `${t('certificate.heading')}: ${content.courseTitle}`,
      Author: content.tenantName,
      Subject: content.learnerName,
      Creator: content.tenantName,
    },
    lang: content.locale === 'nb' ? 'nb-NO' : 'en',
  });
  document.registerFont('serif', fonts.serif);
  document.registerFont('serif-bold', fonts.serifBold);
  document.registerFont('sans', fonts.sans);
  document.registerFont('sans-bold', fonts.sansBold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const width = document.page.width;
  const height = document.page.height;
  const inner = 64;
  const textWidth = width - inner * 2;

  // Frame: a dark outer rule and a thin gold inner rule.
  document
    .lineWidth(3)
    .strokeColor(accent)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  document
    .lineWidth(0.8)
    .strokeColor(gold)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  // The tenant: its logo when it has one, its name always (the logo may not say it).
  let y = 62;
  if (content.tenantLogo) {
    try {
      document.image(content.tenantLogo, (width - 160) / 2, y, { fit: [160, 56], align: 'center' });
      y += 64;
    } catch {
      // An unreadable logo must not cost the learner their certificate: the name is printed below anyway.
    }
  }
  document.font('sans-bold').fontSize(12).fillColor(accent).text(content.tenantName.toUpperCase(), inner, y, {
    width: textWidth,
    align: 'center',
    characterSpacing: 2,
  });

  /** The largest size up to `size` at which the text fits on one line (long names and titles shrink). */
  const fitted = (font: string, text: string, size: number, min: number) => {
    document.font(font);
    let current = size;
    while (current > min && document.fontSize(current).widthOfString(text) > textWidth) current -= 1;
    return current;
  };

  /** One centred line of the page's text column. */
  const centred = (text: string, font: string, size: number, color: string, at: number) =>
    document
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, inner, at, { width: textWidth, align: 'center' });

  y = Math.max(y + 48, 165);
  centred(t('certificate.heading'), 'serif-bold', 34, ink, y);
  y += 52;
  document
    .moveTo(width / 2 - 60, y)
    .lineTo(width / 2 + 60, y)
    .lineWidth(1)
    .strokeColor(gold)
    .stroke();
  y += 22;
  centred(t('certificate.awarded_to'), 'sans', 13, muted, y);
  y += 26;
  centred(content.learnerName, 'serif-bold', fitted('serif-bold', content.learnerName, 30, 16), ink, y);
  y += 48;
  centred(t('certificate.has_completed'), 'sans', 13, muted, y);
  y += 24;
  centred(content.courseTitle, 'sans-bold', fitted('sans-bold', content.courseTitle, 20, 12), accent, y);

  // Dates and certifier in three columns above the footer.
  const columns: [string, string][] = [
    [t('certificate.issued'), content.issuedDate],
    [t('certificate.expires'), content.expiryDate ?? t('certificate.no_expiry')],
    [t('certificate.certifier'), content.certifier],
  ];
  const columnWidth = textWidth / columns.length;
  const columnsY = height - 150;
  columns.forEach(([label, value], index) => {
    const x = inner + index * columnWidth;
    document
      .moveTo(x + 30, columnsY)
      .lineTo(x + columnWidth - 30, columnsY)
      .lineWidth(0.6)
      .strokeColor(muted)
      .stroke();
    document
      .font('sans-bold')
      .fontSize(12)
      .fillColor(ink)
      .text(value, x, columnsY + 8, { width: columnWidth, align: 'center' });
    document
      .font('sans')
      .fontSize(9)
      .fillColor(muted)
      .text(label, x, columnsY + 26, { width: columnWidth, align: 'center' });
  });

  const footerY = height - 76;
  centred(t('certificate.verify'), 'sans', 8, muted, footerY);
  document
    .font('sans')
    .fontSize(8)
    .fillColor(accent)
    .text(content.verifyUrl, inner, footerY + 12, {
      width: textWidth,
      align: 'center',
      link: content.verifyUrl,
      underline: false,
    });

  document.end();
  return done;
}
