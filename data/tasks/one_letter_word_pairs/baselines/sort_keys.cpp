// All n L masked codes (5 bits a letter, the masked position 0) in one sorted vector and the
// n full codes in another: runs of equal masked codes give the pairs equal outside one
// position, identical words (equal in all L) are taken out L times each.
// O(n L log n) time, O(n L) extra space.
class Solution {
public:
    long long solve(const vector<string>& words) {
        const size_t n = words.size();
        if (n == 0) return 0;
        const size_t L = words[0].size();
        vector<unsigned long long> keys, codes;
        keys.reserve(n * L);
        codes.reserve(n);
        for (const string& w : words) {
            unsigned long long c = 0;
            for (char ch : w) c = (c << 5) | (unsigned long long)(ch - 'a' + 1);
            codes.push_back(c);
            for (size_t p = 0; p < L; ++p) keys.push_back(c & ~(31ULL << (5 * p)));
        }
        auto pairs = [](vector<unsigned long long>& v) {
            std::sort(v.begin(), v.end());
            long long t = 0;
            size_t run = 0;
            for (size_t i = 0; i < v.size(); ++i) {
                run = (i > 0 && v[i] == v[i - 1]) ? run + 1 : 0;
                t += (long long)run;
            }
            return t;
        };
        return pairs(keys) - (long long)L * pairs(codes);
    }
};
