import type { CaseStudy } from '@shared/content/types/case-study'
import { imageAlt } from '@shared/image-alt'
import { originalWidthOf } from '@shared/image-variants'
import { caseStudyText } from '@shared/messages'
import { Link } from '@tanstack/react-router'
import { CardImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { Button } from '@/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/ui/card'
import BriefcaseIcon from '~icons/lucide/briefcase'

export function CaseStudyCard({
  study,
  onOpen,
  eager,
}: {
  study: CaseStudy
  onOpen: () => void
  /** The first card: a phone may show it without scrolling. */
  eager: boolean
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden pt-0" data-testid="case-study-card">
      {study.featuredImage ? (
        <CardImage
          src={study.featuredImage}
          alt={imageAlt(study)}
          focus={study.featuredImageFocus}
          originalWidth={originalWidthOf(study.contentImages, study.featuredImage)}
          eager={eager}
        />
      ) : (
        <div
          className="flex aspect-video w-full items-center justify-center bg-muted"
          data-testid="image-placeholder"
        >
          <BriefcaseIcon className="size-12 text-muted-foreground" aria-hidden="true" />
        </div>
      )}
      <CardHeader>
        <HashtagBadges hashtags={study.hashtags} />
        <CardTitle size="xl">
          {/* The study's own page: the dialog's content, for crawlers, new tabs and shared links. */}
          <Link to="/case-studies/$id" params={{ id: String(study.id) }} className="hover:underline">
            {study.title}
          </Link>
        </CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
          <dt className="font-medium">{caseStudyText.client}:</dt>
          <dd>{study.client}</dd>
          <dt className="font-medium">{caseStudyText.industry}:</dt>
          <dd>{study.industry}</dd>
        </dl>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-muted-foreground">{study.excerpt}</p>
      </CardContent>
      <CardFooter>
        <Button type="button" className="w-full" onClick={onOpen} aria-haspopup="dialog">
          {caseStudyText.readFull}
          <span className="sr-only">: {study.title}</span>
        </Button>
      </CardFooter>
    </Card>
  )
}
