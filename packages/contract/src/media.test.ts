import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaUrlForWidth, mediaWidthsFor, parseMediaUrl } from './media';

const url = '/api/media/files/42-0123456789ab/1280.jpeg';

describe('media addresses', () => {
  it('keeps the standard widths below the original and the original when it is smaller', () => {
    expect(mediaWidthsFor(4000)).toEqual([320, 640, 1280]);
    expect(mediaWidthsFor(1280)).toEqual([320, 640, 1280]);
    expect(mediaWidthsFor(500)).toEqual([320, 500]);
    expect(mediaWidthsFor(320)).toEqual([320]);
    expect(mediaWidthsFor(100)).toEqual([100]);
  });

  it('takes apart library addresses only, also on another host', () => {
    expect(parseMediaUrl(url)).toEqual({
      key: '42-0123456789ab',
      maxWidth: 1280,
      format: 'jpeg',
      prefix: '',
    });
    expect(parseMediaUrl(`https://shop.example${url}`)?.prefix).toBe('https://shop.example');
    expect(parseMediaUrl('https://img.example/photo.jpg')).toBeNull();
    expect(parseMediaUrl('/api/media/files/42-xyz/1280.jpeg')).toBeNull();
    expect(parseMediaUrl(null)).toBeNull();
  });

  it('builds srcset in any stored format, and a small file for small places', () => {
    expect(mediaSrcSet(url, 'avif')).toBe(
      '/api/media/files/42-0123456789ab/320.avif 320w, /api/media/files/42-0123456789ab/640.avif 640w, /api/media/files/42-0123456789ab/1280.avif 1280w',
    );
    expect(mediaSrcSet('/api/media/files/7-0123456789ab/500.png')).toBe(
      '/api/media/files/7-0123456789ab/320.png 320w, /api/media/files/7-0123456789ab/500.png 500w',
    );
    expect(mediaSrcSet('https://img.example/a.jpg')).toBeNull();
    expect(mediaUrlForWidth(url, 100)).toBe('/api/media/files/42-0123456789ab/320.jpeg');
    expect(mediaUrlForWidth(url, 600)).toBe('/api/media/files/42-0123456789ab/640.jpeg');
    expect(mediaUrlForWidth('https://img.example/a.jpg', 100)).toBe('https://img.example/a.jpg');
  });

  it('names the one file of a drawn (vector) picture for every width', () => {
    const drawn = '/api/media/files/9-0123456789ab/600.svg';
    expect(parseMediaUrl(drawn)?.format).toBe('svg');
    expect(mediaSrcSet(drawn)).toBeNull();
    expect(mediaSrcSet(drawn, 'avif')).toBeNull();
    expect(mediaUrlForWidth(drawn, 100)).toBe(drawn);
  });
});
