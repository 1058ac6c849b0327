import { BookOpenCheck, GraduationCap, SearchX, Users } from 'lucide-react';
import { useMemo } from 'react';

import { COURSES_MSG, plural, type CourseDifficulty, type CourseType } from '@app/shared';

import { GradientText, HeroPill, HeroStage } from '@/components/site/hero-stage';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { EmptyListPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';
import { HydrateOnSight } from '@/core/hydrate-on-sight';

import { useCourses, type CourseListParams } from '../api/courses-api.ts';
import { CallbackButton } from '../components/callback-button.tsx';
import { CatalogueFilters } from '../components/catalogue-filters.tsx';
import { CatalogueSearch } from '../components/catalogue-search.tsx';
import { CourseCard } from '../components/course-card.tsx';
import { CourseGridSkeleton } from '../components/course-grid-skeleton.tsx';
import { useCourseFilters, type CourseFilters } from '../lib/course-filters.ts';

/** Only the filters that are set go to the API (and into the cache key). */
function toQuery(filters: CourseFilters): CourseListParams {
  const query: CourseListParams = {};
  if (filters.search) query.search = filters.search;
  if (filters.price) query.price = Number(filters.price);
  if (filters.category) query.category = filters.category;
  if (filters.difficulty) query.difficulty = filters.difficulty as CourseDifficulty;
  if (filters.language) query.language = filters.language;
  if (filters.type) query.type = filters.type as CourseType;
  return query;
}

// Compared as text, not with localeCompare: its first call loads ICU's collation data (~20 ms
// of a slow phone's first render), and staff name categories and languages in plain English.
const byText = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};
const sortedUnique = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort(byText);

/** /courses: the public catalogue with search and filters kept in the URL. */
export default function CoursesPage() {
  const filterState = useCourseFilters();
  const { filters, setFilter, clearFilters, hasFilters } = filterState;
  const query = useMemo(() => toQuery(filters), [filters]);
  const courses = useCourses(query);
  // The whole catalogue (cached) supplies the category and language choices.
  const catalogue = useCourses({});

  const categories = useMemo(
    () => sortedUnique((catalogue.data ?? []).flatMap((c) => c.metaData.category)),
    [catalogue.data],
  );
  const languages = useMemo(
    () => sortedUnique((catalogue.data ?? []).map((c) => c.metaData.language)),
    [catalogue.data],
  );
  const totalCourses = catalogue.data?.length;
  const totalStudents = (catalogue.data ?? []).reduce((sum, c) => sum + c.studentCount, 0);

  return (
    <>
      <title>Courses | KodeSchool</title>
      <HeroStage labelledBy="courses-title" tone="brand">
        <div className="container-page pt-12 pb-24 sm:pt-16 sm:pb-28">
          <HeroPill>
            <span className="size-2 rounded-full bg-amber-400" aria-hidden="true" />
            Live, mentor-led batches
          </HeroPill>
          <h1
            id="courses-title"
            className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Courses that get you <GradientText tone="warm">job-ready</GradientText>
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100/90">
            Learn with a batch, build real projects and get reviewed by working engineers. Pick a
            course, then choose the batch that fits your calendar.
          </p>
          <div className="mt-8">
            <CatalogueSearch
              value={filters.search}
              onSearch={(text) => setFilter('search', text)}
            />
          </div>
          {/* While the catalogue loads, placeholders hold the facts' place: nothing shifts. */}
          {totalCourses !== 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100" role="list">
              <li className="inline-flex items-center gap-2">
                <BookOpenCheck className="size-4 text-brand-300" aria-hidden="true" />
                {totalCourses === undefined ? (
                  <FactPlaceholder className="w-16" />
                ) : (
                  plural(totalCourses, 'course')
                )}
              </li>
              {(totalCourses === undefined || totalStudents > 0) && (
                <li className="inline-flex items-center gap-2">
                  <Users className="size-4 text-brand-300" aria-hidden="true" />
                  {totalCourses === undefined ? (
                    <FactPlaceholder className="w-36" />
                  ) : (
                    `${plural(totalStudents, 'student')} enrolled`
                  )}
                </li>
              )}
              <li className="inline-flex items-center gap-2">
                <GraduationCap className="size-4 text-brand-300" aria-hidden="true" />
                Certificates on completion
              </li>
            </ul>
          )}
        </div>
      </HeroStage>

      <div className="container-page relative -mt-14 pb-20 sm:pb-24">
        <CatalogueFilters state={filterState} categories={categories} languages={languages} />
        <section aria-labelledby="courses-results" className="mt-8">
          <h2 id="courses-results" className="sr-only">
            Results
          </h2>
          <CourseResults state={courses} hasFilters={hasFilters} onClear={clearFilters} />
        </section>
      </div>
    </>
  );
}

/** A fact's text while it loads: one line of text-sm (20 px) high, so nothing moves after. */
function FactPlaceholder({ className }: { className: string }) {
  return (
    <span className={`flex h-5 items-center ${className}`} aria-hidden="true">
      <span className="h-3.5 w-full animate-pulse rounded bg-white/20" />
    </span>
  );
}

type CourseResultsProps = {
  state: ReturnType<typeof useCourses>;
  hasFilters: boolean;
  onClear: () => void;
};

function CourseResults({ state, hasFilters, onClear }: CourseResultsProps) {
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = state;

  if (error && !data) {
    return (
      <LoadError
        testId="courses-error"
        title={COURSES_MSG.fetchCoursesFailed}
        message={getErrorMessage(error, COURSES_MSG.fetchCoursesFailed)}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  if (isPending || !data) return <CourseGridSkeleton />;

  if (data.length === 0) {
    return (
      <EmptyListPanel
        testId="courses-empty"
        boxClassName="py-16"
        icon={SearchX}
        title={hasFilters ? 'No courses match your search' : 'New courses are on their way'}
        description={
          hasFilters
            ? 'Try another word, or loosen a filter or two.'
            : 'Our next courses are being prepared. Ask us about the upcoming batches.'
        }
        actions={
          hasFilters ? (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          ) : (
            <CallbackButton />
          )
        }
      />
    );
  }

  return (
    <>
      <p
        className="mb-4 text-sm font-medium text-slate-600"
        aria-live="polite"
        data-testid="courses-count"
      >
        {hasFilters
          ? `${plural(data.length, 'course')} found`
          : `Showing all ${plural(data.length, 'course')}`}
      </p>
      {/* Mostly below the fold on a phone: the cards come alive as they scroll into view. */}
      <HydrateOnSight deps={[data, isPlaceholderData]}>
        <ul
          role="list"
          data-testid="courses-grid"
          aria-busy={isPlaceholderData || undefined}
          className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.map((course) => (
            <li key={course._id} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </HydrateOnSight>
    </>
  );
}
