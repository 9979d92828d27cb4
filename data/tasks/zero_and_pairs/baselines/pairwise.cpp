// Every pair tested once through raw pointers: O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int b) {
        long long count = 0;
        const int* end = a.data() + a.size();
        for (const int* p = a.data(); p != end; ++p) {
            int x = *p;
            for (const int* q = p + 1; q != end; ++q) count += (x & *q) == 0;
        }
        return count;
    }
};
