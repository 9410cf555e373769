// Draws share images: the artwork's SVG rasterised by sharp (libvips and librsvg,
// shipped as prebuilt npm packages), cover-cropped to 1200x630 and kept in memory.
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from './share-image';

/**
 * The artwork keeps its title at the bottom left, so the crop keeps that corner:
 * a 3:2 picture loses sky from its top, a wide banner loses its right-hand side.
 */
export async function rasteriseShareImage(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'left bottom' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Rendered images by key, least recently used dropped first once their bytes pass
 * `maxBytes`. A key being drawn is drawn once however many requests ask for it.
 */
export class ShareImageCache {
  private readonly images = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly draw: (svg: string) => Promise<Buffer> = rasteriseShareImage,
  ) {}

  get(key: string, svg: () => string): Promise<Buffer> {
    const image = this.images.get(key);
    if (image !== undefined) {
      // re-inserted: the Map's order is then the order of last use
      this.images.delete(key);
      this.images.set(key, image);
      return Promise.resolve(image);
    }
    const under = this.drawing.get(key);
    if (under !== undefined) return under;
    const drawn = this.draw(svg())
      .then((png) => {
        this.store(key, png);
        return png;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    return drawn;
  }

  private store(key: string, png: Buffer): void {
    this.images.set(key, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.images) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.images.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
