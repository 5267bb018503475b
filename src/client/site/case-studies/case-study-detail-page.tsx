import { contentTypes, notFoundHeading } from '@shared/content/registry'
import type { CaseStudy } from '@shared/content/types/case-study'
import { imageAlt } from '@shared/image-alt'
import { originalWidthOf } from '@shared/image-variants'
import { caseStudyText } from '@shared/messages'
import type { RelatedItem } from '@shared/types'
import { Link } from '@tanstack/react-router'
import { RelatedReading } from '@/content/article/related-reading'
import { ContentImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { PreviewBar } from '@/content/preview-bar'
import { ArticleText } from '@/content/text/article-text'
import { useEmbedPlayers } from '@/content/text/use-embed-players'
import { buttonVariants } from '@/ui/button'
import { Card, CardContent, CardHeader } from '@/ui/card'
import { StaticPart } from '@/ui/static-part'
import ArrowLeftIcon from '~icons/lucide/arrow-left'
import { ProjectFact } from './project-fact'
import { ResultsList } from './results-list'

function BackToCaseStudies() {
  return (
    <Link className={buttonVariants({ variant: 'outline' })} to="/case-studies">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {caseStudyText.backToCaseStudies}
    </Link>
  )
}

/** `/case-studies/{id}`: the published study, or its not-found page when there is none. */
export function CaseStudyDetailPage({
  study,
  related = [],
}: {
  study: CaseStudy | null
  /** What the page suggests reading next. */
  related?: readonly RelatedItem[]
}) {
  useEmbedPlayers()
  if (!study) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-32 text-center">
        <h1 className="mb-8 text-3xl font-bold">{notFoundHeading(contentTypes.caseStudy)}</h1>
        <BackToCaseStudies />
      </main>
    )
  }

  const item = study
  return (
    <main>
      <PreviewBar item={item} />
      <section className="bg-muted/50 px-6 py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-2">
          <StaticPart>
            <h1 className="text-4xl font-bold tracking-tight">{item.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{item.description}</p>
            <p className="mt-4 text-sm">
              <span className="font-semibold">{caseStudyText.client}:</span> {item.client}
              {item.projectDuration && (
                <>
                  {' · '}
                  <span className="font-semibold">{caseStudyText.duration}:</span> {item.projectDuration}
                </>
              )}
            </p>
          </StaticPart>
          {/* The page's largest paint: fetched first, never lazily. Outside the static part: its
              placeholder on a failed load is code. */}
          <ContentImage
            src={item.featuredImage}
            alt={imageAlt(item)}
            focus={item.featuredImageFocus}
            originalWidth={originalWidthOf(item.contentImages, item.featuredImage)}
            sizes="(min-width: 1152px) 536px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 48px)"
            className="aspect-video w-full rounded-xl object-cover"
            width={640}
            height={360}
            fetchPriority="high"
          />
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[1fr_20rem]">
        {/* The study's heading is the page's h1 above: a headingless article would stand apart from it. */}
        <StaticPart className="flex flex-col gap-10">
          <section>
            <h2 className="mb-3 text-2xl font-bold">{caseStudyText.theChallenge}</h2>
            <ArticleText
              text={item.challenge}
              look="section"
              images={item.contentImages}
              whitepapers={item.contentWhitepapers}
            />
          </section>
          <section>
            <h2 className="mb-3 text-2xl font-bold">{caseStudyText.ourSolution}</h2>
            <ArticleText
              text={item.solution}
              look="section"
              images={item.contentImages}
              whitepapers={item.contentWhitepapers}
            />
          </section>
          <section>
            <h2 className="mb-3 text-2xl font-bold">{caseStudyText.resultsAchieved}</h2>
            <ResultsList results={item.results} />
          </section>
          <section>
            <h2 className="mb-3 text-2xl font-bold">{caseStudyText.detailedImplementation}</h2>
            <ArticleText
              text={item.content}
              look="section"
              images={item.contentImages}
              whitepapers={item.contentWhitepapers}
            />
          </section>
        </StaticPart>
        <aside className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">{caseStudyText.projectDetails}</h2>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-3">
                <ProjectFact label={caseStudyText.client} value={item.client} />
                <ProjectFact label={caseStudyText.industry} value={item.industry} />
                <ProjectFact label={caseStudyText.duration} value={item.projectDuration} />
                <ProjectFact label={caseStudyText.teamSize} value={item.teamSize} />
                <ProjectFact label={caseStudyText.technologies} value={item.technologies} />
              </dl>
            </CardContent>
          </Card>
          {item.hashtags.length > 0 && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">{caseStudyText.relatedTopics}</h2>
              </CardHeader>
              <CardContent>
                <HashtagBadges hashtags={item.hashtags} />
              </CardContent>
            </Card>
          )}
          <Card variant="primary">
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">{caseStudyText.readyTitle}</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p>{caseStudyText.readyBlurb}</p>
              <Link className={buttonVariants({ variant: 'secondary' })} to="/contact">
                {caseStudyText.getStarted}
              </Link>
            </CardContent>
          </Card>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl px-6 pb-16">
        <RelatedReading items={related} className="mb-12 border-t pt-12" />
        <BackToCaseStudies />
      </div>
    </main>
  )
}
