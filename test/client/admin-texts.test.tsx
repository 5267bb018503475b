import {
  ADMIN_ROLE,
  HASHTAG_TYPES,
  LOGIN_IP_LIMIT,
  LOGIN_IP_WINDOW_SECONDS,
  PASSWORD_MIN_LENGTH,
  SESSION_REFRESH_INTERVAL_MS,
  UPLOAD_IP_LIMIT,
} from '@shared/constants'
import { adminMessages, authMessages, contentMessages, passwordMessages } from '@shared/messages'
import { describe, expect, it } from 'vitest'

// Behaviour tests import these texts; this pins their wording, so a drift in either place fails.
describe('staff-area texts and limits', () => {
  it('keeps the SPEC.md section 8 wording', () => {
    expect(contentMessages).toMatchObject({
      hashtagsFetchFailed: 'Failed to fetch hashtags',
      caseStudyCreated: 'Case study created successfully',
      caseStudyUpdated: 'Case study updated successfully',
      caseStudyDeleted: 'Case study deleted successfully',
      caseStudyCreateFailed: 'Failed to create case study',
      caseStudyDeleteFailed: 'Failed to delete case study',
      caseStudiesFetchFailed: 'Failed to fetch case studies',
      povUpdated: 'POV updated successfully',
      povCreateFailed: 'Failed to create POV',
      povDeleteFailed: 'Failed to delete POV',
      povsFetchFailed: 'Failed to fetch POVs',
    })
    expect(HASHTAG_TYPES).toEqual(['service', 'industry', 'topic'])
    expect(ADMIN_ROLE).toBe('admin')
  })

  it('keeps the wording and limits chosen where the spec is silent', () => {
    expect(adminMessages).toMatchObject({
      logOut: 'Log Out',
      hashtagUpdated: 'Hashtag updated successfully',
      hashtagDeleted: 'Hashtag deleted successfully',
      hashtagUpdateFailed: 'Failed to update hashtag',
      hashtagDeleteFailed: 'Failed to delete hashtag',
      hashtagNameTaken: 'A hashtag with this name already exists',
      unknownHashtag: 'Unknown hashtag',
      imageMissing: 'Choose an image file to upload',
      imageTypeRefused: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
      enquiriesFetchFailed: 'Failed to fetch enquiries',
      noEnquiries: 'No enquiries yet.',
    })
    expect(passwordMessages.tooShort(PASSWORD_MIN_LENGTH)).toBe('Password must be at least 12 characters')
    expect(authMessages.accountLocked).toBe('Too many failed attempts. Try again later.')
    expect([LOGIN_IP_LIMIT, LOGIN_IP_WINDOW_SECONDS, UPLOAD_IP_LIMIT, SESSION_REFRESH_INTERVAL_MS]).toEqual([
      10, 60, 30, 60_000,
    ])
  })
})
