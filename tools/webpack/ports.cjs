// Dev-server ports (npm run dev). The one production process listens on PORT (8080).
module.exports = { shell: 3000, catalogue: 3001, blogs: 3002, enquiry: 3003, chat: 3004, api: 8080 };
