import { contentTypes } from '@shared/content/registry'
import type { CaseStudy } from '@shared/content/types/case-study'
import { imageAlt } from '@shared/image-alt'
import { originalWidthOf } from '@shared/image-variants'
import { caseStudyText } from '@shared/messages'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { ContentImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { MarkdownContent } from '@/content/text/markdown-content'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog'
import { ProjectFact } from './project-fact'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  )
}

/** Staff Markdown under a section's h3: its `#` headings start at h4. */
function MarkdownSection({ title, text, study }: { title: string; text: string; study: CaseStudy }) {
  return (
    <Section title={title}>
      <MarkdownContent
        text={text}
        look="section"
        headingTop={4}
        images={study.contentImages}
        whitepapers={study.contentWhitepapers}
        page={`/${contentTypes.caseStudy.segment}/${study.id}`}
      />
    </Section>
  )
}

/**
 * The 'Read Full Case Study' dialog: fixed header, body scrolling within 80% of the viewport; on a
 * small or zoomed-in screen, where the header alone would fill it, the dialog scrolls as one.
 */
export function CaseStudyDialog({ study, onClose }: { study: CaseStudy | null; onClose: () => void }) {
  return (
    <Dialog open={study !== null} onOpenChange={(open) => !open && onClose()}>
      {study && (
        <DialogContent
          size="3xl"
          layout="none"
          className="max-h-dvh overflow-y-auto roomy:flex roomy:max-h-[90vh] roomy:flex-col"
        >
          <DialogHeader
            align="start"
            className="shrink-0 border-b p-6"
            data-testid="case-study-dialog-header"
          >
            <ContentImage
              src={study.featuredImage}
              alt={imageAlt(study)}
              focus={study.featuredImageFocus}
              originalWidth={originalWidthOf(study.contentImages, study.featuredImage)}
              sizes="(min-width: 640px) 720px, calc(100vw - 80px)"
              className="mb-4 h-40 w-full rounded-lg object-cover"
              width={768}
              height={160}
            />
            <DialogTitle size="2xl" className="pr-6">
              {study.title}
            </DialogTitle>
            <DialogDescription>{study.description}</DialogDescription>
            <HashtagBadges hashtags={study.hashtags} className="mt-2" />
          </DialogHeader>
          {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
          <section
            aria-label={study.title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
            tabIndex={0}
            className="p-6 roomy:max-h-[80vh] roomy:min-h-0 roomy:overflow-y-auto focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="case-study-dialog-body"
          >
            <dl className="mb-6 grid gap-4 sm:grid-cols-2">
              <ProjectFact label={caseStudyText.client} value={study.client} />
              <ProjectFact label={caseStudyText.industry} value={study.industry} />
              <ProjectFact label={caseStudyText.duration} value={study.projectDuration} />
              <ProjectFact label={caseStudyText.teamSize} value={study.teamSize} />
              <ProjectFact label={caseStudyText.technologies} value={study.technologies} />
            </dl>
            <div className="flex flex-col gap-6">
              <MarkdownSection title={caseStudyText.challenge} text={study.challenge} study={study} />
              <MarkdownSection title={caseStudyText.solution} text={study.solution} study={study} />
              {/* Results stay plain text, one per line. */}
              <Section title={caseStudyText.results}>
                <p className="whitespace-pre-line">{study.results}</p>
              </Section>
              {study.content && (
                <MarkdownSection
                  title={caseStudyText.detailedImplementation}
                  text={study.content}
                  study={study}
                />
              )}
            </div>
            <Link
              to="/case-studies/$id"
              params={{ id: String(study.id) }}
              className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              {caseStudyText.openPage}
            </Link>
          </section>
        </DialogContent>
      )}
    </Dialog>
  )
}
