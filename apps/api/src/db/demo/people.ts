import type { TripType, UserRole } from '@trails/contracts';

export interface DemoUser {
  name: string;
  email: string;
  role: UserRole;
  password: 'admin12345' | 'staff12345' | 'traveller123';
  phone?: string;
  address?: string;
  verified: boolean;
  blocked?: boolean;
  /** Days before the demo's today the account was made; last sign-in, if any. */
  joinedDaysAgo: number;
  lastLoginDaysAgo?: number;
}

export const DEMO_USERS: DemoUser[] = [
  { name: 'Aarav Sharma', email: 'admin@example.com', role: 'admin', password: 'admin12345', phone: '+91 98160 12345', verified: true, joinedDaysAgo: 400, lastLoginDaysAgo: 1 },
  { name: 'Meera Negi', email: 'staff@example.com', role: 'staff', password: 'staff12345', phone: '+91 94180 23456', verified: true, joinedDaysAgo: 300, lastLoginDaysAgo: 2 },
  { name: 'Priya Traveller', email: 'traveller@example.com', role: 'customer', password: 'traveller123', phone: '+91 98765 43210', address: '14 Rajpur Road, Dehradun, Uttarakhand 248001', verified: true, joinedDaysAgo: 240, lastLoginDaysAgo: 3 },
  { name: 'Rohan Mehta', email: 'rohan.mehta@example.com', role: 'customer', password: 'traveller123', phone: '+91 99100 11223', verified: true, joinedDaysAgo: 330, lastLoginDaysAgo: 12 },
  { name: 'Ananya Iyer', email: 'ananya.iyer@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 290, lastLoginDaysAgo: 30 },
  { name: 'Kabir Singh', email: 'kabir.singh@example.com', role: 'customer', password: 'traveller123', phone: '+91 98111 22334', verified: false, joinedDaysAgo: 200 },
  { name: 'Sneha Kapoor', email: 'sneha.kapoor@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 180, lastLoginDaysAgo: 5 },
  { name: 'Arjun Reddy', email: 'arjun.reddy@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 150, lastLoginDaysAgo: 40 },
  { name: 'Emma Collins', email: 'emma.collins@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 130, lastLoginDaysAgo: 9 },
  { name: 'Lukas Weber', email: 'lukas.weber@example.com', role: 'customer', password: 'traveller123', verified: false, joinedDaysAgo: 95 },
  { name: 'Isha Bhatt', email: 'isha.bhatt@example.com', role: 'customer', password: 'traveller123', phone: '+91 97000 55667', verified: true, joinedDaysAgo: 60, lastLoginDaysAgo: 2 },
  { name: 'Tenzin Dorje', email: 'tenzin.dorje@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 45, lastLoginDaysAgo: 20 },
  { name: 'Vikram Rathore', email: 'vikram.rathore@example.com', role: 'customer', password: 'traveller123', verified: true, blocked: true, joinedDaysAgo: 120, lastLoginDaysAgo: 100 },
  { name: 'Sophie Martin', email: 'sophie.martin@example.com', role: 'customer', password: 'traveller123', verified: true, joinedDaysAgo: 20, lastLoginDaysAgo: 1 },
];

/** Review texts by rating; each review picks one title and one comment of its rating. */
export const REVIEW_TEXTS: Record<number, { titles: string[]; comments: string[] }> = {
  5: {
    titles: ['Unforgettable trip', 'Worth every rupee', 'Best holiday we have had', 'Flawlessly organised', 'Would book again tomorrow', 'Magical mountains'],
    comments: [
      'Our guide knew every village and every peak by name. Camps were clean, food was hot and plentiful, and the pace suited everyone in the group.',
      'Everything from the pick-up to the last day ran on time. The views were beyond what the photos promise, and the team handled a road closure without any fuss.',
      'We travelled with our parents and the team made sure they were comfortable at every stop. The homestay dinners were a highlight.',
      'Small group, excellent leader, and real care about acclimatisation. I felt safe the whole time and came back wanting more.',
      'The itinerary had just the right mix of sightseeing and free time. Hotels were well chosen and the driver was careful on the mountain roads.',
    ],
  },
  4: {
    titles: ['Great experience', 'Very good, small hiccups', 'Lovely trip', 'Recommended', 'Beautiful route'],
    comments: [
      'A wonderful trip overall. One hotel was more basic than expected, but the team swapped our room as soon as we asked.',
      'Beautiful places and a friendly guide. The drive on day two was long, so plan to rest that evening.',
      'Well organised and good value. I would have liked one more free afternoon, but the highlights were all there.',
      'Good food, good company and great views. The weather closed in one day and the team adjusted the plan sensibly.',
    ],
  },
  3: {
    titles: ['Good but could be better', 'Mixed feelings', 'Decent trip'],
    comments: [
      'The scenery was stunning, but our vehicle broke down on the second day and we lost half a day waiting for a replacement.',
      'The guide was kind, but the group was larger than I expected and the pace was slow for me.',
    ],
  },
  2: {
    titles: ['Not what I expected'],
    comments: ['The camp site was crowded and the tents were old. The office responded well to my complaint afterwards, which I appreciated.'],
  },
};

export const TRIP_TYPES_CYCLE: TripType[] = ['Family', 'Couple', 'Friends', 'Solo'];

export const DEMO_ENQUIRIES = [
  { name: 'Nikhil Jain', email: 'nikhil.jain@example.com', phone: '+91 98290 11111', destination: 'Manali', travelInDays: 35, message: 'We are a family of four with two children aged 8 and 11. Is the Solang paragliding suitable for kids?', status: 'new', source: 'page' },
  { name: 'Sara Thomas', email: 'sara.thomas@example.com', phone: '+91 98470 22222', destination: 'Leh', travelInDays: 200, message: 'Can you arrange the Markha valley trek for two people in early July with a private guide?', status: 'responded', source: 'page', response: 'Yes, we can run a private departure in early July. A guide, cook and horses for two would be INR 58,000 in total. Shall we hold the dates?' },
  { name: 'Aditya Rao', email: 'aditya.rao@example.com', phone: '+91 99860 33333', destination: 'Shimla', travelInDays: 20, message: 'Looking for a honeymoon package covering Shimla and Manali for 6 nights in December.', status: 'new', source: 'popup' },
  { name: 'Olivia Brown', email: 'olivia.brown@example.com', phone: '+44 7700 900123', destination: 'Dharamshala', travelInDays: 75, message: 'I would like to join a Tibetan cooking class and a meditation course. Can you combine them with the heritage trail?', status: 'responded', source: 'page', response: 'Certainly. We can add a three-day meditation course at Tushita to the Little Lhasa Heritage Trail. I have sent a revised itinerary to your email.' },
  { name: 'Harpreet Kaur', email: 'harpreet.kaur@example.com', phone: '+91 98140 44444', destination: 'Gulmarg', travelInDays: 60, message: 'Is the Gondola phase 2 usually open in January? We want to ski for the first time.', status: 'closed', source: 'home', response: 'Phase 2 opens when the snow is stable, usually from mid-January. Our beginner ski week stays on the lower slopes, so it runs either way.' },
  { name: 'Mohit Agarwal', email: 'mohit.agarwal@example.com', phone: '+91 93100 55555', destination: 'Rishikesh', travelInDays: 10, message: 'Group of 12 colleagues for a rafting weekend. Do you offer a corporate rate?', status: 'new', source: 'popup' },
  { name: 'Fatima Sheikh', email: 'fatima.sheikh@example.com', phone: '+91 98200 66666', destination: 'Srinagar', travelInDays: 120, message: 'Can the houseboat stay be extended by two nights?', status: 'responded', source: 'page', response: 'Yes, extra nights on the houseboat are INR 6,500 per night for two, with breakfast and dinner.' },
  { name: 'Daniel Kim', email: 'daniel.kim@example.com', phone: '+82 10 1234 5678', destination: 'Other', travelInDays: 150, message: 'I am interested in the Goecha La trek in April. What fitness level do you expect?', status: 'new', source: 'page' },
  { name: 'Pooja Verma', email: 'pooja.verma@example.com', phone: '+91 98910 77777', destination: 'Nainital', travelInDays: 15, message: 'Do you have rooms with a lake view for a weekend in early December?', status: 'new', source: 'home' },
  { name: 'Raghav Menon', email: 'raghav.menon@example.com', phone: '+91 94470 88888', destination: 'Spiti Valley', travelInDays: 230, message: 'Is the Spiti circuit possible in a self-drive car with your support vehicle?', status: 'closed', source: 'page', response: 'Yes, we offer a self-drive option with a lead vehicle and mechanic. The price is INR 38,500 per person for four travellers.' },
  { name: 'Ayesha Khan', email: 'ayesha.khan@example.com', phone: '+91 98300 99999', destination: 'Darjeeling', travelInDays: 45, message: 'Can the toy train ride be booked in advance as part of the package?', status: 'responded', source: 'popup', response: 'We book the toy train joy ride for you once your dates are confirmed; it is included in the Darjeeling Toy Train and Tea package.' },
  { name: 'Marco Rossi', email: 'marco.rossi@example.com', phone: '+39 333 123 4567', destination: 'Leh', travelInDays: 50, message: 'What documents do foreign nationals need for Nubra and Pangong?', status: 'new', source: 'page' },
] as const;

export const DEMO_CUSTOM_PACKAGES = [
  { userEmail: 'traveller@example.com', destinations: ['Shimla', 'Manali', 'Kasol'], days: 8, budgetMin: 60000, budgetMax: 90000, hotelStars: 4, travelers: 2, travelInDays: 90, status: 'quoted', quotedPrice: 84000, assignedTo: 'Meera Negi', notes: 'Quoted with a riverside cottage in Kasol. Follow up in a week.', specialRequirements: 'Vegetarian meals; one relaxed day in Kasol.' },
  { userEmail: 'rohan.mehta@example.com', destinations: ['Leh', 'Nubra Valley'], days: 7, budgetMin: 80000, budgetMax: 120000, hotelStars: 3, travelers: 4, travelInDays: 210, status: 'requested', quotedPrice: null, assignedTo: null, notes: null, specialRequirements: 'Two of us have never been above 3,000 m.' },
  { userEmail: 'emma.collins@example.com', destinations: ['Darjeeling', 'Gangtok', 'Pelling'], days: 10, budgetMin: 150000, budgetMax: 200000, hotelStars: 5, travelers: 2, travelInDays: 130, status: 'confirmed', quotedPrice: 186000, assignedTo: 'Aarav Sharma', notes: 'Confirmed by email; deposit pending.', specialRequirements: 'Tea estate stay for at least two nights.' },
  { userEmail: 'sneha.kapoor@example.com', destinations: ['Rishikesh', 'Auli'], days: 5, budgetMin: 30000, budgetMax: 45000, hotelStars: 3, travelers: 3, travelInDays: 25, status: 'cancelled', quotedPrice: 41000, assignedTo: 'Meera Negi', notes: 'Cancelled by the traveller: dates changed.', specialRequirements: null },
] as const;
