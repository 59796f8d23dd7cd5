/**
 * The content set the tests own (tests/fixtures/content-sets/tidewater). A test whose subject is a
 * kind of content an editor may remove (a project with photographs and a before/after pair, a
 * filter combination without projects, a testimonial, a price) runs there, where the subject is
 * kept for it: on content/ a missing subject would either pass the test unseen or turn CI red with
 * no defect in the site (docs/testing.md, "Content sets").
 */
export const tidewater = { name: 'tidewater', dir: 'tests/fixtures/content-sets/tidewater' }

/** True when the tests run on the tidewater content set (scripts/test/with-content-set.sh names it). */
export const onTidewater = process.env.CONTENT_SET_NAME === tidewater.name

/** The subject a test needs, or an error naming the content that must hold it. */
export function needs<T>(subject: T | undefined, what: string, file: string): T {
  if (subject === undefined)
    throw new Error(
      `this test needs ${what} in ${onTidewater ? `${tidewater.dir}/` : ''}content/${file}, and there is none`,
    )
  return subject
}
