import t from 'tap';
import { kindsOf, titleKinds } from '../../src/matching/cofounder-kinds.ts';

t.test('kindsOf: whom a need seeks is read apart from who the speaker is', async (t) => {
  t.same(kindsOf("I'm a pharmacist looking for a technical co-founder", 'sought'), { self: ['domain'], sought: ['technical'] });
  t.same(kindsOf('I have the medical background but nobody to write the software', 'sought'), { self: ['domain'], sought: ['technical'] });
  t.same(kindsOf('Need a commercial co-founder who can sell to insurers', 'sought'), { self: [], sought: ['business'] });
  t.same(kindsOf('Physiotherapist, searching for someone to run the business side', 'sought'), { self: ['domain'], sought: ['business'] });
  t.same(kindsOf("I'm not technical, so I need a partner to build the platform", 'sought'), { self: [], sought: ['technical'] }, 'a denied kind is sought, not held');
  t.same(kindsOf('Technical co-founder wanted for a dental booking tool', 'sought'), { self: [], sought: ['technical'] }, 'an opening naming the founder names whom it seeks');
  t.same(kindsOf('We are building a triage tool and I need a CTO', 'sought'), { self: [], sought: ['technical'] }, 'what the company builds is not who the speaker is');
});

t.test('kindsOf: an offer is who the speaker is, and may name whom they seek', async (t) => {
  t.same(kindsOf('Full-stack developer ready to co-found something in health', 'self'), { self: ['technical'], sought: [] });
  t.same(kindsOf('Data engineer looking for a founder with clinical expertise', 'self'), { self: ['technical'], sought: ['domain'] });
});

t.test('titleKinds: a title names its holder\'s kind', async (t) => {
  t.same(titleKinds('Consultant Radiologist'), ['domain']);
  t.same(titleKinds('Co-founder & CTO'), ['technical']);
  t.same(titleKinds('Founder & CEO'), ['business']);
  t.same(titleKinds('Head of Nursing'), ['domain']);
  t.same(titleKinds('Founder'), []);
});
