import type { PDFDocument, PDFImage } from 'pdf-lib';
import { photoConditionStatement } from '@homie/contracts/evidence';
import { CONTENT_WIDTH, FILL_INK, PAGE } from './pdf-canvas.ts';
import type { PageFlow } from './page-flow.ts';
import { wrapLines } from './pdf-text.ts';
import type { PdfEvidencePhoto } from '#modules/evidence/evidence.plugin.ts';

/**
 * A photo for the hearing evidence (decision 113): a scaled-down JPEG (made by the evidence module
 * before the job reaches the PDF worker) and what is printed beside it.
 */
export type { PdfEvidencePhoto };

export const PHOTOS_HEADING = 'PHOTOGRAPHS OF THE PROPERTY';

const PHOTO_NOTE =
  'Photographs taken by the applicant with the Homie camera tour. Each shows the date and time it was ' +
  "taken, the room where the analysis could tell it, and what the photo analysis saw; the caption is the applicant's own.";

const IMAGE_BOX = { width: 240, height: 180 };
const M = PAGE.margin;

export interface EmbeddedPhoto {
  photo: PdfEvidencePhoto;
  image: PDFImage;
}

/** Embeds the photos' JPEGs once (pdf-lib reads their size from the bytes). */
export async function embedEvidencePhotos(
  doc: PDFDocument,
  photos: readonly PdfEvidencePhoto[] | undefined,
): Promise<EmbeddedPhoto[]> {
  const out: EmbeddedPhoto[] = [];
  for (const photo of photos ?? []) out.push({ photo, image: await doc.embedJpg(photo.jpeg) });
  return out;
}

/**
 * The photographs section: the owner's statement that the condition shown existed on the lien date
 * (decision 237), then each photo at most 240x180 pt with its number, room, date taken, caption and
 * what the analysis saw (never what it could not tell).
 */
export function drawEvidencePhotos(flow: PageFlow, photos: readonly EmbeddedPhoto[], rollYear: number): void {
  if (!photos.length) return;
  const fonts = flow.canvas.fonts;
  flow.need(60 + IMAGE_BOX.height);
  flow.y = flow.canvas.section(flow.y + 6, PHOTOS_HEADING) + 5;
  flow.paragraph(M + 4, wrapLines(fonts.regular, PHOTO_NOTE, 7.5, CONTENT_WIDTH - 8), 7.5);
  flow.y += 2;
  flow.paragraph(
    M + 4,
    wrapLines(
      fonts.bold,
      `Statement of the applicant: ${photoConditionStatement(rollYear)}`,
      8,
      CONTENT_WIDTH - 8,
    ),
    8,
    { bold: true },
  );
  flow.y += 4;
  const textX = M + IMAGE_BOX.width + 12;
  const textWidth = CONTENT_WIDTH - IMAGE_BOX.width - 12;
  photos.forEach(({ photo, image }, index) => {
    const scale = Math.min(IMAGE_BOX.width / image.width, IMAGE_BOX.height / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    const lines: { text: string; size: number; bold?: boolean; color?: typeof FILL_INK }[] = [
      { text: photo.room ? `Photo ${index + 1}: ${photo.room}` : `Photo ${index + 1}`, size: 10, bold: true },
      { text: `Taken ${photo.takenOn}`, size: 8.5 },
    ];
    if (photo.caption) {
      for (const line of wrapLines(fonts.regular, `Caption: ${photo.caption}`, 8.5, textWidth))
        lines.push({ text: line, size: 8.5, color: FILL_INK });
    }
    if (photo.finding) {
      for (const line of wrapLines(fonts.regular, `Analysis: ${photo.finding}`, 8, textWidth).slice(0, 12))
        lines.push({ text: line, size: 8 });
    }
    const textHeight = lines.reduce((sum, l) => sum + l.size * 1.3, 0);
    const height = Math.max(h, textHeight) + 12;
    flow.need(height);
    const top = flow.y;
    flow.canvas.page.drawImage(image, { x: M, y: PAGE.height - top - h, width: w, height: h });
    flow.canvas.rect(M, top, w, h);
    let y = top;
    for (const line of lines) {
      flow.canvas.text(textX, y, line.text, {
        size: line.size,
        ...(line.bold ? { bold: true } : {}),
        ...(line.color ? { color: line.color } : {}),
        maxWidth: textWidth,
      });
      y += line.size * 1.3;
    }
    flow.y = top + height;
  });
}
