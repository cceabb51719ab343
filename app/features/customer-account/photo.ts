/** The largest profile photo accepted: 1 MB. */
export const MAX_PHOTO_BYTES = 1024 * 1024;

/** The image types a profile photo may be. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Why a file cannot be the photo, or null when it can. */
export function photoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > MAX_PHOTO_BYTES ? 'size' : null;
}

/** A base64 image string without its `data:…;base64,` prefix (a plain base64 string is returned as is). */
export function stripDataPrefix(value: string): string {
  return value.replace(/^data:[^,]*;base64,/, '');
}

/** The file's bytes in base64, as the profile update takes them. */
export function readPhoto(file: File): Promise<{ contentType: PhotoType; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ contentType: file.type as PhotoType, data: stripDataPrefix(String(reader.result)) });
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}
