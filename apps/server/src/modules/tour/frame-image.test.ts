import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/errors.ts';
import { decodeFrame, NOT_AN_IMAGE, sniffFormat, UNREADABLE_IMAGE } from './frame-image.ts';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('frame images', () => {
  it('recognises JPEG, PNG and WebP by their bytes, not their name', async () => {
    expect(await sniffFormat(await jpeg(40, 40))).toBe('jpeg');
    expect(
      await sniffFormat(
        await sharp(await jpeg(40, 40))
          .png()
          .toBuffer(),
      ),
    ).toBe('png');
    expect(
      await sniffFormat(
        await sharp(await jpeg(40, 40))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(await sniffFormat(Buffer.from('GIF89a...'))).toBeNull();
    expect(await sniffFormat(new Uint8Array())).toBeNull();
  });

  it('decodes a 1280×720 frame into a 320-wide grey copy and a 512-wide RGB copy', async () => {
    const frame = await decodeFrame(await jpeg(1280, 720));
    expect(frame).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 1280, height: 720 });
    expect(frame.grey).toMatchObject({ width: 320, height: 180 });
    expect(frame.grey.data.length).toBe(320 * 180);
    expect(frame.rgb).toMatchObject({ width: 512, height: 288 });
    expect(frame.rgb.data.length).toBe(512 * 288 * 3);
  });

  it('decodes a PNG with transparency into one grey and three colour channels', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const frame = await decodeFrame(png);
    expect(frame.grey.data.length).toBe(frame.grey.width * frame.grey.height);
    expect(frame.rgb.data.length).toBe(64 * 48 * 3);
  });

  it('answers 415 for something that is not an image', async () => {
    const err = await rejection(decodeFrame(Buffer.from('hello, this is text')));
    expect([err.statusCode, err.message]).toEqual([415, NOT_AN_IMAGE]);
  });

  it('answers 400 for a damaged JPEG', async () => {
    const whole = await jpeg(640, 480);
    const err = await rejection(decodeFrame(whole.subarray(0, Math.floor(whole.length / 2))));
    expect([err.statusCode, err.message]).toEqual([400, UNREADABLE_IMAGE]);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 7)]);
    expect((await rejection(decodeFrame(garbage))).statusCode).toBe(400);
  });

  it('answers 400 for a frame too small to analyse', async () => {
    const err = await rejection(decodeFrame(await jpeg(20, 20)));
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/too small/);
  });
});
