/**
 * Extra goal phrasings drawn ONLY by the dev split (eval/dataset.ts `templatesFor`), written from
 * general knowledge of how people describe what they want at events: terse, rambling, indirect
 * ("we're closing our pre-seed", "my fund writes first cheques", "on the hunt for a CTO"),
 * synonyms and negations. They widen what dev teaches so that derivation is tuned on more than
 * one wording per intent. They were written without reading the held-out phrasings of
 * eval/templates.ts, and the held-out split never renders them (test/matching/eval-split).
 * Slots as in eval/templates.ts: {sector} {stage} {geo} {amount} {role} {roleS}.
 */
export const DEV_EXTRA_TEMPLATES: Record<string, string[]> = {
  'need:capital': [
    "We're closing our {stage} - {amount}, {sector}, {geo}",
    'Currently out fundraising for our {sector} company ({stage})',
    'Trying to get our {stage} over the line, {amount} to go',
    '{sector} founder in {geo}, in the middle of a {stage}',
    'We are talking to VCs about a {amount} {stage}',
    'Still need a couple of angels to fill our {stage} round, {sector}',
    'Our {sector} startup needs funding to extend runway',
    'On the hunt for backers for our {stage} in {sector}',
  ],
  'offer:capital': [
    'My fund writes first cheques into {sector} companies at {stage}',
    'Angel, I back {sector} founders in {geo} with {amount}',
    'We lead {stage} rounds in {sector}, tickets around {amount}',
    'VC focused on {sector} in {geo}, investing at {stage}',
    'Deploying a new fund into {stage} {sector}',
    'Family office allocating to {sector} at {stage} stage',
    'Always happy to see decks from {sector} teams raising a {stage}',
    'Investor, {stage}, {sector}',
  ],
  'offer:advice': [
    'Former operator, happy to share lessons from scaling a {sector} business',
    'Keen to give back: I coach founders in {sector}',
    'Glad to be a sounding board for anyone building in {sector}',
    'Happy to chat with anyone building in {sector} about hiring and fundraising',
    'Twenty years in {sector}, offering office hours to early teams',
  ],
  'need:advice': [
    'Could use a mentor with {sector} experience',
    'New to {sector} and keen to learn from people who have done it',
    'Would appreciate guidance on scaling a {sector} startup',
    'Hoping to find an advisor for our {sector} company',
    'need someone experienced to bounce ideas off, {sector}',
  ],
  'need:talent': [
    'On the hunt for {role}, {sector}, {geo}',
    'We have open roles for {role}',
    'Building out our team in {geo} - need {role}',
    'Recruiting {role} for a fast-growing {sector} startup',
    'If you know great {role}, send them my way',
  ],
  'need:job': [
    '{roleS} exploring new opportunities in {sector}',
    'Between jobs, {roleS}, would love to join a {sector} startup',
    'Looking for my next gig as a {roleS} in {geo}',
    'Seeking a {roleS} position in {sector}',
    'Just finished my contract, {roleS}, open to offers',
  ],
  'need:customers': [
    'We are looking for our first paying customers in {sector}',
    'Want to sell our {sector} product to companies in {geo}',
    'Trying to land design partners for our {sector} tool',
    'Keen to meet buyers who could trial our {sector} platform',
    'Searching for early users in {sector}',
  ],
  'offer:customers': [
    'Corporate innovation lead in {sector}, we run pilots with startups',
    'We are actively buying tools for our {sector} teams',
    'Our company has budget for {sector} pilots this year',
    'Looking to test new {sector} products with our business units',
  ],
  'need:solution': [
    'Searching for a vendor to help with {sector} reporting',
    'Our {sector} team needs better software',
    'In the market for a {sector} platform',
    'Evaluating tools for {sector} analytics',
  ],
  'offer:solution': [
    'We built a {sector} platform that saves teams hours every week',
    'Our software helps {sector} companies cut costs',
    'Selling a {sector} SaaS to enterprises',
    'We develop {sector} software for operations teams',
  ],
  'need:partnership': [
    'Open to partnering with {sector} companies',
    'Looking to team up with other {sector} startups',
    'Would love to find partners for a joint offer in {sector}',
    'Exploring alliances with {sector} players in {geo}',
  ],
  'offer:press': [
    'Tech journalist, I cover {sector}',
    'Columnist writing about {sector} every week',
    'I run a newsletter on {sector}, always looking for stories',
    'Writing a feature on {sector}, happy to hear pitches',
  ],
  'need:press': [
    'Keen to get media attention for our {sector} startup',
    'Hoping to meet reporters who write about {sector}',
    'We are launching in {geo} and want coverage',
    'Need visibility for our {sector} brand',
  ],
  'need:cofounder': [
    'On the hunt for {role} for my {sector} startup',
    'Solo founder in {sector}, need {role} to join as co-founder',
    'Looking for a co-founder ({role}) to build a {sector} company together',
    'I have the idea and the customers, missing {role}',
  ],
  'offer:research': [
    'Our research group studies {sector} and partners with companies',
    'Postdoc working on {sector}, keen to apply my research',
    'University lab with expertise in {sector}',
    'Researcher in {sector}, open to joint projects with industry',
  ],
  'need:research': [
    'Hoping to partner with researchers in {sector}',
    'Need academic expertise for our {sector} product',
    'Looking for a lab to run a {sector} study with us',
    'Would like to sponsor university research in {sector}',
  ],
  'offer:grant': [
    'We fund {sector} projects through non-dilutive grants',
    'Our foundation gives grants to {sector} startups',
    'I run a public funding programme for {sector}',
    'Government agency offering {sector} innovation grants',
  ],
  'need:grant': [
    'Applying for public funding for our {sector} project',
    'Looking for subsidies to support {sector} research',
    'Keen to learn about grant programmes for {sector}',
    'Need grant money for our {sector} R&D',
  ],
  'offer:supply': [
    'We supply parts to {sector} companies',
    'Manufacturer of {sector} components, small batches welcome',
    'Our plant can produce {sector} hardware at scale',
    'Supplier of raw materials for {sector}',
  ],
  'need:supply': [
    'Searching for a manufacturer for our {sector} product',
    'Need a supplier who can deliver {sector} parts',
    'Looking for a production partner for {sector} devices',
    'Want to source components for our {sector} hardware',
  ],
  'offer:distribution': [
    'We resell {sector} products through our channels in {geo}',
    'Retail chain in {geo} stocking {sector} brands',
    'Our distribution network covers {geo}, {sector} focus',
    'Channel partner for {sector} vendors in {geo}',
  ],
  'need:distribution': [
    'Want retailers to stock our {sector} products',
    'Searching for distributors for our {sector} brand in {geo}',
    'Looking for resellers in {geo}, {sector}',
    'Need sales channels for our {sector} products in {geo}',
  ],
};
