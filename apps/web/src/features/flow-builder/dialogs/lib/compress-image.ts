import { flowLimits } from '@chatdesk/contracts';

/**
 * Spec 3 §5: images are compressed to quality 0.7 before upload. The picture is redrawn as JPEG on
 * a white background (a PNG's transparency would turn black); the smaller of the two files is sent.
 * Rejects when the browser cannot decode or encode the picture.
 */
export async function compressImage(file: File, quality: number = flowLimits.imageCompressionQuality): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('image encoding failed');
  if (blob.size >= file.size) return file;
  const name = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
