import { describe, expect, it } from 'vitest';
import { youtubeId } from './video';

describe('youtubeId', () => {
  it('accepts a bare video code and the usual YouTube addresses', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId(' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('refuses anything else', () => {
    expect(youtubeId('')).toBeNull();
    expect(youtubeId('https://vimeo.com/12345678')).toBeNull();
    expect(youtubeId('javascript:alert(1)')).toBeNull();
    expect(youtubeId('"><script>')).toBeNull();
  });
});
