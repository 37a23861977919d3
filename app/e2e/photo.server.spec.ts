// A photo from a phone on the served site (issue 51): pasted into the thread editor, it is made
// smaller on the device before it is uploaded: what reaches the API is under 500 KB, at most
// 1600 px, and carries no EXIF (no GPS position). In the `server` project.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support.ts';

/** A phone camera's JPEG: 4032 × 3024, noisy, with the camera and a GPS position in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = ((i % (width * 3)) / 24 + (seed >>> 26)) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Mid 5G' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 59/1 0/1',
      },
    })
    .toBuffer();
}

test('a pasted phone photo is uploaded smaller than 500 KB, with no GPS tag left', async ({
  page,
}) => {
  const photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  expect(photo.length).toBeGreaterThan(1_000_000);
  const uploads: Buffer[] = [];
  await page.route('**/api/v1/uploads/images', async (route) => {
    uploads.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
    await route.continue();
  });
  await logIn(page, 'user@example.com');
  await page.goto('/ThreadForm');
  const editor = page.getByRole('main').getByRole('combobox', { name: 'Content' });
  await editor.click();
  // The screenshot or photo in the clipboard, pasted as Chromium delivers it.
  await editor.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const clipboardData = new DataTransfer();
    clipboardData.items.add(new File([bytes], 'IMG_2041.jpg', { type: 'image/jpeg' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, photo.toString('base64'));
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await expect(dialog.getByText(/^Made smaller for sending: [\d.]+ MB → \d+ KB\.$/)).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('The router on my desk');
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(editor.getByRole('img', { name: 'The router on my desk' })).toBeVisible();

  expect(uploads).toHaveLength(1);
  // The multipart body's file part: from the end of its headers to the closing boundary.
  const body = uploads[0]!;
  const start = body.indexOf('\r\n\r\n', body.indexOf('filename=')) + 4;
  const end = body.lastIndexOf('\r\n--');
  const sent = body.subarray(start, end);
  expect(sent.length).toBeLessThan(500_000);
  const meta = await sharp(sent).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
  expect(meta.exif).toBeUndefined();
  expect(sent.includes('PhoneMaker')).toBe(false);
});
