/** Scheduled publishing's words. */
export const scheduleText = {
  legend: 'Schedule',
  publishAt: 'Publish at',
  publishedDateHint:
    'The date readers see. A scheduled item takes the day of its Publish at, unless you set a date here.',
  unpublishAt: 'Unpublish at',
  timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
  hint: 'With Published on: empty publishes now, a future time schedules it. Published off keeps it a draft.',
  invalidTime: 'Enter a date and time',
  timeOutOfRange: (min: number, max: number) => `Enter a time from ${min} to ${max}`,
  unpublishBeforePublish: 'Unpublish at must be after Publish at',
  /** What saving the form does, from the switch and the times, in one line. */
  draftState: 'Switch off: a draft, not on the public site.',
  publishNowState: (until: string | null) =>
    until ? `On the public site once saved, until ${until}.` : 'On the public site once saved.',
  scheduledState: (at: string, until: string | null) =>
    until ? `Scheduled for ${at}, until ${until}.` : `Scheduled for ${at}.`,
  scheduledFor: (time: string) => `Scheduled for ${time}`,
  unpublishes: (time: string) => `Unpublishes ${time}`,
  unpublished: (time: string) => `Unpublished since ${time}`,
  scheduledStatus: 'Scheduled',
} as const
