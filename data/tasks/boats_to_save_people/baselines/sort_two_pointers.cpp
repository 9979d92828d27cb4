// Sort a copy; the heaviest person still waiting always takes a boat, together with the
// lightest one if the two fit (if the lightest does not fit with the heaviest, nobody
// does; if it fits, pairing them is never worse). Two pointers from both ends.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& w, int limit) {
        vector<int> p(w);
        sort(p.begin(), p.end());
        int boats = 0;
        long long i = 0, j = (long long)p.size() - 1;
        while (i <= j) {
            if (i < j && (long long)p[i] + p[j] <= limit) ++i;
            --j;
            ++boats;
        }
        return boats;
    }
};
