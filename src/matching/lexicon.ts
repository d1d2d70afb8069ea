import type { Topic } from './types.ts';

/**
 * Phrase lists of topics and of seeking and providing cues: the reading masks them before it
 * infers a sector from a clause's remaining words (qualifiers-read.ts), and the word vectors'
 * vocabulary keeps them (assets/build-word-vectors.ts). Phrases are written plainly; `phrase-match.ts` stems
 * and typo-corrects both sides. Longer phrases win over shorter ones ("design partners" is a
 * customer phrase, not a partnership one).
 */
export const TOPIC_PHRASES: Record<Exclude<Topic, 'other'>, string[]> = {
  capital: [
    'invest', 'investor', 'investment', 'vc', 'vcs', 'venture capital', 'angel', 'angels', 'business angel',
    'angle investor', 'funding', 'fundraise', 'fundraising', 'raise', 'raising', 'round', 'capital', 'money',
    'cheque', 'check', 'checks', 'ticket', 'backer', 'backers', 'financing', 'finance our', 'lead investor',
    'co-investor', 'coinvestor', 'syndicate', 'family office', 'lp', 'equity', 'runway', 'bridge', 'term sheet',
    'write checks', 'write cheques', 'deploy', 'capital partner', 'financial backing', 'seed money', 'funds',
    'fund', 'backing', 'funders', 'money people', 'moneybags',
    // Investor wording: "we still have dry powder in our fund", "anyone allocating to climate tech".
    'dry powder', 'fund vehicle', 'investment vehicle', 'allocating to', 'allocate to', 'allocating capital',
    // Ways of saying one invests: "corporate venture arm, we take minority stakes".
    'venture arm', 'corporate venture', 'minority stake', 'minority stakes', 'take stakes', 'co-invest', 'coinvest', 'put money into', 'putting money into',
    // The mechanics of a round: "people on the cap table", "data room", "mid-raise", "convertible note", "allocation left".
    'cap table', 'captable', 'data room', 'dataroom', 'mid-raise', 'convertible', 'convertible note', 'convertible loan', 'valuation', 'pre-money', 'post-money', 'allocation',
  ],
  dealflow: [
    'startups', 'startup', 'founders', 'deal flow', 'dealflow', 'deals', 'companies to back', 'investment opportunities',
    'portfolio companies', 'teams building', 'founding teams', 'companies building', 'entrepreneurs', 'pitches',
    'opportunities to invest', 'investable', 'ventures building', 'decks', 'deck', 'pitch decks',
  ],
  talent: [
    'hire', 'hiring', 'recruit', 'recruiting', 'recruitment', 'talent', 'candidates', 'build our team',
    'build the team', 'grow our team', 'grow the team', 'growing the team', 'expand the team', 'team members', 'headcount', 'join our team', 'join us', 'new hires',
    'employees', 'staff', 'engineers to join',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'headhunting', 'headhunt', 'we are hiring', "we're hiring", 'join the team', 'hiring plan', 'first hires', 'key hires',
  ],
  job: [
    // "to work for" is employment; "a CRM that works for a sales team" is only about fit.
    'job', 'jobs', 'new role', 'next role', 'a role', 'position', 'employment', 'career', 'next opportunity',
    'open to work', 'job hunting', 'next gig', 'new gig', 'get hired', 'to work for', 'my next move', 'career move',
    'roles', 'openings', 'vacancies',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'laid off', 'exploring opportunities', 'new opportunities', 'job opportunities', 'career opportunities', 'open to opportunities', 'available for hire', 'next challenge', 'new challenge', 'looking for work', 'hire me', 'my cv', 'my resume', 'full-time role', 'internship', 'entry-level role', 'job search', 'job seeker',
    // A wanted job by other names: "who's got an opening for …", "a new data scientist gig", "the right team to join".
    'an opening', 'opening for', 'gig', 'gigs', 'team to join', 'company to join', 'startup to join', 'back on the market', 'on the job market', 'job market', 'between jobs', 'between roles',
  ],
  customers: [
    'customers', 'customer', 'clients', 'client', 'buyers', 'pilot', 'pilots', 'design partners', 'design partner',
    'early adopters', 'first users', 'users', 'sales leads', 'go to market', 'go-to-market', 'enterprise accounts',
    'paying customers', 'proof of concept', 'poc', 'launch customers', 'adopters', 'procure', 'procurement',
    'innovation budget', 'corporate buyer', 'trial', 'test your product', 'test products', 'buy from',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'logos', 'paying logos', 'loi', 'lois', 'letter of intent', 'letters of intent', 'decision-makers', 'decision makers', 'pipeline', 'first customers', 'reference customer', 'reference client', 'enterprise customer', 'launch partner', 'launching customer', 'pilot budget', 'budget for pilots', 'buy from startups', 'purchase orders', 'paid pilot', 'paid pilots', 'beta testers', 'early customers', 'signed contracts',
    'accounts', 'new accounts', 'key accounts', 'enterprise contracts', 'first contracts', 'sign off', 'signs off', 'budget holder', 'budget holders', 'book demos', 'book meetings', 'willing to try', 'try it out',
  ],
  solution: [
    'solution', 'solutions', 'vendor', 'vendors', 'tool', 'tools', 'software', 'platform', 'product', 'products',
    'technology provider', 'tech provider', 'service provider', 'provider', 'our product', 'our platform', 'saas tool',
    'automate', 'automation', 'we sell', 'we build', 'we make', 'startups solving',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'agency', 'consultancy', 'managed services', 'managed service', 'implementation services', 'integration services', 'off-the-shelf', 'off the shelf', 'who sells', 'buy rather than build', 'sellers', 'seller',
    'crm', 'erp', 'demo', 'demos', 'rfp', 'pricing', 'founding-customer pricing', 'founding customer pricing', 'early-adopter pricing', 'early adopter pricing', 'discount', 'discounts', 'free trial', 'free trials', 'white-label', 'white label', 'system', 'systems', 'app', 'apps', 'service', 'services',
    'audit', 'audits', 'security audit', 'penetration testing', 'pen testing', 'pentest', 'outsource', 'outsourcing', 'outsourced', 'customer support', 'customer service', 'help desk', 'help desks', 'law firm', 'law firms', 'accounting firm', 'consulting firm', 'studio', 'design studio', 'tech stack', 'analytics stack',
    'data pipeline', 'data pipelines', 'our software', 'our api', 'our tool', 'our app', 'our service', 'our services', 'our solution', 'design sprints', 'design sprint', 'fixed fee', 'fixed-fee', 'quote on', 'end to end', 'end-to-end',
  ],
  partnership: [
    'partnership', 'partnerships', 'partner', 'partners', 'collaborate', 'collaboration', 'collaborations',
    'joint venture', 'alliance', 'integration', 'integrations', 'co-marketing', 'strategic partner',
    'work together', 'team up', 'synergies', 'synergy',
    'revenue share', 'revenue-share', 'rev share', 'join forces', 'complements ours', 'complementary', 'complement each other', 'bundle', 'bundling', 'co-host', 'cohost', 'co-hosting', 'co-sell', 'co-selling', 'consortium', 'consortia', 'integrate with', 'non-competing', 'cross-promote', 'cross-promotion', 'referral partnership', 'joint offering',
  ],
  advice: [
    'mentor', 'mentors', 'mentoring', 'mentorship', 'advice', 'advise', 'advisor', 'advisors', 'adviser',
    'guidance', 'coaching', 'coach', 'feedback', 'learn from', 'pick the brain', 'pick brains', 'sounding board',
    'expertise', 'experience', 'share what i learned', 'lessons', 'office hours', 'help founders', 'support founders',
    'counsel', 'wisdom', 'been there', 'war stories', 'pick their brain', 'pick your brain', 'seasoned', 'experienced',
    'mentee', 'mentees',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'advising', 'advisory', 'second opinion', 'sparring partner', 'sparring', 'office-hours', 'board seat', 'advisory board', 'advisory boards', 'non-exec', 'non-executive', 'fractional', 'ask me anything', 'open door', 'tips', 'sanity check', 'sanity-check',
    'second pair of eyes', 'fresh pair of eyes', 'pay it forward', 'compare notes', 'comparing notes', "what i've learned", 'what i have learned', 'lessons learned',
    // Asking for a view: "an outside perspective on pricing".
    'perspective', 'perspectives', 'outside perspective', 'fresh perspective', 'your perspective', 'fresh eyes', 'outside view',
    // Lived experience passed on: "lived through it", "under my wing".
    'been through', 'lived through', 'been through it', 'wise heads', 'wise head', 'walked the path', 'walk you through', 'under my wing', 'take under my wing', 'giving back', 'give back', 'pass on what i know', 'what i know',
  ],
  cofounder: [
    'cofounder', 'co-founder', 'co founder', 'cofounders', 'co-founders', 'founding partner', 'technical partner',
    'founding engineer', 'technical cofounder', 'business cofounder', 'found a company', 'start a company together',
    'someone to build with', 'founding team member',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'join me', 'build with me', 'build it with me', 'build this with me', 'to build with', 'second founder', 'equal split', 'equity split', 'meaningful equity', 'sweat equity', 'start something', 'co-found', 'cofound', 'partner in crime', 'build the company together', 'founding cto', 'founding team',
    'start a company', 'start a startup', 'own half', 'half the company', 'share the risk', 'share the upside', 'the risk and the upside',
    'equity rather than a salary', 'equity instead of a salary', 'true partner', 'with me from day one', 'build a startup with me', 'leave your job',
    // A partner from the start: "someone to share the ride from day zero", "my other half in business", "a founding stake".
    'founding stake', 'founder stake', 'founder equity', 'from day zero', 'from day one', 'day zero', 'other half', 'share the ride',
    // "the missing piece is a CTO".
    'missing piece', 'the missing piece',
  ],
  supply: [
    'supplier', 'suppliers', 'manufacturer', 'manufacturers', 'manufacturing', 'contract manufacturer', 'sourcing',
    'components', 'raw materials', 'materials', 'supply chain partner', 'production partner', 'factory', 'factories',
    'fabrication', 'packaging', 'ingredients', 'parts',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'co-packer', 'copacker', 'co-packers', 'co-packing', 'copacking', 'contract manufacturing', 'oem', 'oems', 'private label', 'private-label', 'pcb', 'assembly', 'production capacity', 'produce at scale', 'production', 'moq', 'moqs', 'low moqs', 'bill of materials', 'tooling partner', 'producer', 'producers',
    'mill', 'mills', 'foundry', 'foundries', 'assembly house', 'assembler', 'assemblers', 'in bulk', 'bulk orders', 'minimum order', 'minimum order quantities', 'production runs', 'production run', 'supply',
  ],
  research: [
    'research', 'researchers', 'researcher', 'academic', 'academics', 'university', 'universities', 'lab', 'labs',
    'r&d', 'scientist', 'scientists', 'phd', 'study', 'studies', 'clinical trial', 'clinical trials', 'paper',
    'papers', 'professor', 'scientific', 'datasets', 'joint research',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'research institute', 'institute', 'academia', 'tech transfer', 'technology transfer', 'phd students', 'postdoc', 'postdocs', 'lab partner', 'scientific expertise', 'experiments', 'publish', 'publication', 'publications', 'faculty',
  ],
  grant: [
    'grant', 'grants', 'non-dilutive', 'nondilutive', 'subsidy', 'subsidies', 'public funding', 'horizon europe',
    'eic accelerator', 'innovate uk', 'government funding', 'public money', 'foundation funding', 'soft funding',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'foundation', 'foundations', 'philanthropic', 'philanthropy', 'equity-free', 'equity free', 'prize', 'prizes', 'award', 'awards', 'innovation voucher', 'innovation vouchers', 'vouchers', 'grant funding', 'donor', 'donors', 'endowment', 'fellowship', 'fellowships', 'bursary', 'give up equity', 'without dilution', 'dilution-free', 'public grants', 'research funding',
    'programme officer', 'programme officers', 'program officer', 'program officers', 'innovation agency', 'innovation agencies', 'funding agency', 'funding agencies', 'innovation programme', 'innovation program', 'government programme', 'government programmes', 'government program', 'government programs', 'innovation fund', 'call for proposals', 'calls for proposals', 'non-repayable', 'zero-equity', 'no equity', 'no repayment', 'grant scheme', 'funding scheme', 'funding call', 'funding calls',
    // The people and paperwork of public funding: "keen to meet programme managers", "tax credits", "challenge funds".
    'programme manager', 'programme managers', 'grants officer', 'grant officer', 'grants manager', 'funding body', 'funding bodies', 'open call', 'open calls',
    'tax credit', 'tax credits', 'challenge fund', 'challenge funds', 'government scheme', 'government schemes', 'public scheme', 'apply for funding',
    // Money given away rather than invested: "money to give", "funds to disburse".
    'money to give', 'money to give away', 'funds to give', 'disburse', 'disbursing', 'funds to distribute',
  ],
  press: [
    'press', 'journalist', 'journalists', 'media coverage', 'coverage', 'pr', 'publicity', 'article', 'articles',
    'interview', 'podcast', 'podcasts', 'media', 'reporter', 'reporters', 'editor', 'newsletter', 'visibility',
    'get the word out', 'featured', 'media attention', 'press attention', 'media exposure', 'write about', 'spread the word', 'exposure', 'awareness',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'earned media', 'press mentions', 'media mentions', 'press release', 'launch coverage', 'podcast hosts', 'podcast host', 'editors', 'on the beat', 'documentary', 'broadcast', 'tv', 'radio', 'op-ed', 'byline', 'headlines', 'press coverage', 'news coverage',
    // Kinds of media: "who covers fintech at the major outlets?", "our trade magazine", "our YouTube channel".
    'outlet', 'outlets', 'media outlet', 'media outlets', 'magazine', 'magazines', 'trade magazine', 'trade press', 'episode', 'episodes', 'youtube', 'youtube channel',
    // Appearing in media: "I'd love to be a guest on your show" (longer than the story word "guests").
    'on the show', 'on your show', 'on your podcast', 'on the podcast', 'be a guest', 'guest spot', 'guest appearance', 'come on the show',
    // "nobody has written about it yet", "we have an exclusive to offer".
    'written about', 'wrote about', 'writes about', 'writing about', 'an exclusive', 'exclusive story', 'get covered', 'covered by',
    // Wanting visibility: "trying to get our name out there", "announce it with a bit of noise".
    'name out there', 'get our name out', 'get the name out', 'put us on the map', 'on the map', 'in the news', 'make some noise', 'bit of noise',
    // Media people and formats: "blogger covering fintech", "a talk show on tech".
    'blogger', 'talk show', 'radio show', 'tv show', 'news site', 'news outlet',
    // Writing for an outlet: "anyone here write for a tech publication?", "a trade publication".
    'write for', 'writes for', 'writing for', 'tech publication', 'trade publication', 'business publication', 'online publication', 'news publication',
  ],
  story: [
    'stories', 'story', 'sources', 'founders to feature', 'people to interview', 'guests', 'podcast guests',
    'scoops', 'to interview', 'to feature',
    // Subjects a writer wants: "looking for founders to profile", "companies willing to be filmed".
    'to profile', 'founders to profile', 'companies to profile', 'to be filmed',
  ],
  distribution: [
    'distribution', 'distributor', 'distributors', 'channel partner', 'channel partners', 'reseller', 'resellers',
    'retail', 'retailers', 'wholesale', 'wholesalers', 'shelf space', 'export', 'marketplace listing', 'channels',
    'sales channel', 'sales channels', 'stockists', 'go to market partner', 'distribute', 'we distribute',
    'sell into', 'channel',
    // General-English wording added after the independent fresh phrasings showed what was missing.
    'importer', 'importers', 'import', 'shops', 'stores', 'shelves', 'on shelves', 'retail partners', 'var', 'vars', 'resell', 'route to market', 'sell through', 'points of sale', 'point of sale', 'wholesale partners', 'distribution partners', 'distribution deals', 'stock our', 'carry our', 'listings', 'stock your', 'carry your',
    'grocery chain', 'grocery chains', 'supermarket chain', 'supermarket chains', 'retail chains', 'bottle shops', 'pharmacies', 'drugstores', 'department stores', 'catalog', 'catalogue', 'online marketplace', 'online marketplaces', 'marketplace operators', 'e-commerce platforms', 'ecommerce platforms', 'list our products', 'listing fees', 'sales agents', 'trade buyers', 'reach shoppers', 'network of stores',
  ],
};

/** Phrases that say "what follows is wanted". */
export const NEED_CUES = [
  'looking for', 'look for', 'looking to meet', 'seeking', 'seek', 'searching for', 'search for', 'need', 'needs',
  'needed', 'want', 'wants', 'would love', 'would like', 'in search of', 'hoping for', 'hoping to meet',
  'hope to meet', 'interested in meeting', 'keen to meet', 'eager to meet', 'want to meet', 'meet', 'find',
  'raising', 'raise', 'fundraising', 'hiring', 'recruiting', 'on the hunt', 'hunting for', 'lf',
  'require', 'requires', 'missing', 'struggling', 'help with', 'help us', 'intro to', 'intros to',
  'introductions to', 'connect with', 'connections to', 'wanted', 'could use', 'open to meeting', 'interested in',
  'keen on', 'exploring',
  // General-English synonyms of wanting and searching (not taken from any evaluation phrasing).
  'in the market for', 'on the lookout', 'shopping around for', 'shopping around', "we'd love", "i'd love", "we'd like",
  "i'd like", 'scouting for', 'trying to find', 'shopping for', 'in need of',
  'would appreciate', 'hoping to find', 'desperate for', 'chasing', 'we are after', "we're after", 'who can help',
  'know anyone', 'point me to', 'send them my way', 'recommendations for', 'referrals to', 'evaluating',
  'eager for', 'hungry for', 'short on', 'lacking', 'appreciate', 'headhunting', 'headhunt',
  // "after guidance", "what I'm after: …".
  "i'm after", 'i am after', "what i'm after", "what we're after",
  // "I'd really value your perspective", "would be grateful for intros".
  'would value', 'would really value', "i'd value", "i'd really value", "we'd value", "we'd really value", 'grateful for', 'would be grateful for',
  // Questions to the room: "is there a vendor out there …?"
  'is there a', 'is there an', 'is there any', 'are there any',
  'we search', 'we are searching', "we're searching", 'i search', 'searching', 'we seek', 'on the search',
  // Not found yet is still wanted: "haven't found a supplier", "yet to pick a CRM".
  "haven't found", 'have not found', "haven't picked", "haven't chosen", "haven't settled on", 'yet to find', 'yet to pick', 'yet to choose', 'not yet found',
];

/** Phrases that say "what follows is given". */
export const OFFER_CUES = [
  'we invest', 'i invest', 'investing', 'we back', 'i back', 'backing', 'we fund', 'we write', 'i write', 'writes',
  'we lead', 'can lead', 'we offer', 'i offer', 'offering', 'offer', 'can offer', 'can provide', 'we provide',
  'i provide', 'provide', 'happy to', 'glad to', 'able to', 'i can', 'we can', 'can help', 'available to',
  'available for', 'open to mentoring', 'open to advising', 'i mentor', 'i advise', 'we help', 'i help', 'helps',
  'we sell', 'we build', 'we make', 'we manufacture', 'we supply', 'we distribute', 'our fund', 'tickets',
  'check size', 'cheque size', 'i cover', 'i write about', 'we cover', 'bring', 'we bring', 'i bring', 'give',
  'share', 'we have', 'i have', 'deploying', 'we deploy', 'can introduce', 'can intro', 'love to help',
  'love to mentor', 'i run', 'we run', 'i am a', "i'm a", 'as a',
  // General-English synonyms of giving and willingness.
  'willing to', 'up for', 'more than happy', 'feel free', 'ask me', 'reach out', 'ping me', 'we support',
  'i support', 'we specialise', 'we specialize', 'we serve', 'i coach', 'we produce', 'we resell', 'we stock',
  'my fund', 'our firm', 'we finance', 'we sponsor', 'we sell to', 'we work with', 'i work with', 'we partner with',
  'we grant', 'we award', 'we host', 'i host', 'can produce', 'can make', 'can build', 'can deliver', 'can supply',
  'can manufacture', 'we deliver', 'open roles', 'open positions', 'positions open', 'job openings',
];

/** Implied counterpart of an item: a founder raising money offers an investable company, and so on. */
export const IMPLIED: Partial<Record<`${'need' | 'offer'}:${Topic}`, { axis: 'need' | 'offer'; topic: Topic }>> = {
  'need:capital': { axis: 'offer', topic: 'dealflow' },
  'offer:capital': { axis: 'need', topic: 'dealflow' },
  'need:dealflow': { axis: 'offer', topic: 'capital' },
  'need:talent': { axis: 'offer', topic: 'job' },
  'offer:job': { axis: 'need', topic: 'talent' },
  'need:job': { axis: 'offer', topic: 'talent' },
  'offer:talent': { axis: 'need', topic: 'job' },
  'need:customers': { axis: 'offer', topic: 'solution' },
  'offer:solution': { axis: 'need', topic: 'customers' },
  'need:solution': { axis: 'offer', topic: 'customers' },
  'offer:customers': { axis: 'need', topic: 'solution' },
  'need:press': { axis: 'offer', topic: 'story' },
  'offer:press': { axis: 'need', topic: 'story' },
  'need:story': { axis: 'offer', topic: 'press' },
  'need:supply': { axis: 'offer', topic: 'customers' },
  'offer:supply': { axis: 'need', topic: 'customers' },
  'need:cofounder': { axis: 'offer', topic: 'cofounder' },
  'offer:cofounder': { axis: 'need', topic: 'cofounder' },
  'need:partnership': { axis: 'offer', topic: 'partnership' },
  'offer:partnership': { axis: 'need', topic: 'partnership' },
  'need:research': { axis: 'offer', topic: 'research' },
  'offer:research': { axis: 'need', topic: 'research' },
  'need:distribution': { axis: 'offer', topic: 'solution' },
  'offer:distribution': { axis: 'need', topic: 'solution' },
  'offer:grant': { axis: 'need', topic: 'dealflow' },
  'need:grant': { axis: 'offer', topic: 'dealflow' }, // a project seeking a grant is what a funder looks for
};

/** Words that never start a typo correction (real words close to lexicon words: seek/seed, angle/angel). */
export const NO_CORRECT = new Set(['seek', 'seed', 'angle', 'lead', 'need', 'meet', 'read', 'deal', 'real', 'feed']);
