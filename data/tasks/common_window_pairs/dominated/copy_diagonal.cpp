// The window codes of both strings copied into arrays first (5 bits a letter), then every
// pair of codes compared along the diagonals: O(n m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        vector<unsigned long long> ca = codes(a, k), cb = codes(b, k);
        long long total = 0;
        for (size_t i = 0; i < ca.size(); i++)
            for (size_t j = 0; j < cb.size(); j++)
                total += ca[i] == cb[j];
        return total;
    }

private:
    static vector<unsigned long long> codes(const string& s, int k) {
        const unsigned long long mask = (1ULL << (5 * k)) - 1;
        vector<unsigned long long> out;
        unsigned long long code = 0;
        for (size_t i = 0; i < s.size(); i++) {
            code = ((code << 5) | (unsigned long long)(s[i] - 'a' + 1)) & mask;
            if ((int)i >= k - 1) out.push_back(code);
        }
        return out;
    }
};
