/** Images for stories, made in the browser. */

/** A phone camera's photo: 4032 × 3024, noisy (so it weighs what a real one does), as a JPEG. */
export async function phonePhoto(): Promise<File> {
  const canvas = new OffscreenCanvas(4032, 3024);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 4032, 3024);
  gradient.addColorStop(0, '#3b6e8f');
  gradient.addColorStop(1, '#d9a441');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4032, 3024);
  // Sensor noise in tiles, from a fixed seed (the same photo every run).
  const tile = context.createImageData(256, 256);
  let seed = 7;
  for (let i = 0; i < tile.data.length; i += 4) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const n = seed % 64;
    tile.data.set([n, n, n, 90], i);
  }
  const noise = await createImageBitmap(tile);
  for (let x = 0; x < 4032; x += 256)
    for (let y = 0; y < 3024; y += 256) context.drawImage(noise, x, y);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  return new File([blob], 'IMG_2041.jpg', { type: 'image/jpeg' });
}
