import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardImage, ContentImage } from '@/content/content-image'

const UPLOAD = 'https://site.example/images/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.jpg'
const box = { sizes: '(min-width: 640px) 720px, 100vw', width: 768, height: 160 }

describe('ContentImage', () => {
  it('offers an upload in every width with its sizes and box', () => {
    render(<ContentImage src={UPLOAD} alt="Cloud platform" {...box} />)
    const image = screen.getByRole('img', { name: 'Cloud platform' })
    expect(image).toHaveAttribute('src', `${UPLOAD}?w=960`)
    expect(image).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1280, 1920].map((width) => `${UPLOAD}?w=${width} ${width}w`).join(', '),
    )
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 720px, 100vw')
    expect(image).toHaveAttribute('width', '768')
    expect(image).toHaveAttribute('height', '160')
  })

  it('shows any other address as it is, with no srcset', () => {
    for (const address of ['/images/seed/placeholder.webp', 'https://cdn.example.org/photo.jpg']) {
      const { unmount } = render(<ContentImage src={address} alt="Elsewhere" {...box} />)
      const image = screen.getByRole('img', { name: 'Elsewhere' })
      expect(image).toHaveAttribute('src', address)
      expect(image).not.toHaveAttribute('srcset')
      expect(image).not.toHaveAttribute('sizes')
      unmount()
    }
  })

  it('drops its srcset when it falls back to the placeholder, so the browser cannot pick a failed width', () => {
    render(<ContentImage src={UPLOAD} alt="Broken" {...box} />)
    const image = screen.getByRole('img', { name: 'Broken' })
    fireEvent.error(image)
    expect(image).toHaveAttribute('src', '/images/seed/placeholder.webp')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
  })

  it('uses the placeholder for a missing or unusable address', () => {
    render(<ContentImage src={'javascript:alert(1)'} alt="Odd" {...box} />)
    expect(screen.getByRole('img', { name: 'Odd' })).toHaveAttribute('src', '/images/seed/placeholder.webp')
  })
})

describe('CardImage', () => {
  it("keeps the image's focal point in its crop, and the centre without one", () => {
    render(
      <>
        <CardImage src={UPLOAD} alt="Focused" focus={{ x: 0.25, y: 0.1 }} />
        <CardImage src={UPLOAD} alt="Centred" focus={null} />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Focused' })).toHaveStyle({ objectPosition: '25% 10%' })
    expect(screen.getByRole('img', { name: 'Centred' }).style.objectPosition).toBe('')
  })

  it('is lazy unless it is a first card, and always titled and boxed at 16:9', () => {
    render(
      <>
        <CardImage src={UPLOAD} alt="First" focus={null} eager />
        <CardImage src={UPLOAD} alt="Second" focus={null} />
      </>,
    )
    const first = screen.getByRole('img', { name: 'First' })
    const second = screen.getByRole('img', { name: 'Second' })
    expect(first).toHaveAttribute('loading', 'eager')
    expect(second).toHaveAttribute('loading', 'lazy')
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '640')
      expect(image).toHaveAttribute('height', '360')
      expect(image).toHaveAttribute(
        'sizes',
        '(min-width: 1024px) 352px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 48px)',
      )
    }
  })
})
