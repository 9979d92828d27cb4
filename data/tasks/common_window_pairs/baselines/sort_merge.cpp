// The window codes of a and of b (5 bits a letter) in two vectors, both sorted, then one
// merge multiplies the run lengths of every code found in both.
// O(n log n + m log m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        vector<unsigned long long> ca = codes(a, k), cb = codes(b, k);
        sort(ca.begin(), ca.end());
        sort(cb.begin(), cb.end());
        long long total = 0;
        size_t i = 0, j = 0;
        while (i < ca.size() && j < cb.size()) {
            if (ca[i] < cb[j]) i++;
            else if (cb[j] < ca[i]) j++;
            else {
                const unsigned long long v = ca[i];
                long long x = 0, y = 0;
                while (i < ca.size() && ca[i] == v) { i++; x++; }
                while (j < cb.size() && cb[j] == v) { j++; y++; }
                total += x * y;
            }
        }
        return total;
    }

private:
    static vector<unsigned long long> codes(const string& s, int k) {
        const unsigned long long mask = (1ULL << (5 * k)) - 1;
        vector<unsigned long long> out;
        out.reserve(s.size() - k + 1);
        unsigned long long code = 0;
        for (size_t i = 0; i < s.size(); i++) {
            code = ((code << 5) | (unsigned long long)(s[i] - 'a' + 1)) & mask;
            if ((int)i >= k - 1) out.push_back(code);
        }
        return out;
    }
};
