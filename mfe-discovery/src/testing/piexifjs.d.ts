/** The little of piexifjs (no published types) the upload tests use to write EXIF into a JPEG. */
declare module 'piexifjs' {
  interface ExifDict {
    '0th'?: Record<number, unknown>;
    Exif?: Record<number, unknown>;
    GPS?: Record<number, unknown>;
  }
  const piexif: {
    dump(exif: ExifDict): string;
    insert(exifBytes: string, jpegBinary: string): string;
    load(jpegBinary: string): ExifDict;
    ImageIFD: { Make: number };
    ExifIFD: { DateTimeOriginal: number };
    GPSIFD: { GPSLatitudeRef: number; GPSLatitude: number; GPSLongitudeRef: number; GPSLongitude: number };
    GPSHelper: { degToDmsRational(degrees: number): number[][] };
  };
  export default piexif;
}
